import Foundation

/// Accounts and the current session, kept in memory: for previews, demos and tests.
public actor InMemoryUserSessionRepository {
    /// Why signing in or up failed.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case wrongEmailOrPassword
        case emailAlreadyUsed

        public var description: String {
            switch self {
            case .wrongEmailOrPassword: "The email or password is wrong."
            case .emailAlreadyUsed: "An account with this email exists already."
            }
        }
    }

    private var accounts: [String: (account: NewAccount, session: UserSession)] = [:]
    private var current: UserSession?

    /// Creates the repository with `accounts` already signed up, and no one signed in.
    public init(accounts: [NewAccount] = []) {
        for account in accounts {
            self.accounts[account.email] = (account, Self.session(for: account))
        }
    }

    public func readUserSession() async throws -> UserSession? {
        current
    }

    public func signUp(newAccount: NewAccount) async throws -> UserSession {
        guard accounts[newAccount.email] == nil else { throw Failure.emailAlreadyUsed }
        let session = Self.session(for: newAccount)
        accounts[newAccount.email] = (newAccount, session)
        current = session
        return session
    }

    public func signIn(email: String, password: String) async throws -> UserSession {
        guard let entry = accounts[email], entry.account.password == password else {
            throw Failure.wrongEmailOrPassword
        }
        current = entry.session
        return entry.session
    }

    public func signOut(userSession: UserSession) async throws -> UserSession {
        if current == userSession { current = nil }
        return userSession
    }

    private static func session(for account: NewAccount) -> UserSession {
        UserSession(
            profile: UserProfile(
                name: account.fullName, email: account.email, mobileNumber: account.mobileNumber,
                avatar: URL(fileURLWithPath: "/avatars/\(account.nickname).png")),
            remoteSession: RemoteUserSession(token: AuthToken(rawValue: "token-\(account.email)")))
    }
}

// The conformance is declared in an extension, not on the actor: Swift 6.3 infers `nonisolated`
// from a `nonisolated` protocol named in an actor's declaration, which an actor cannot be, and
// fails the build once the module itself uses the actor.
extension InMemoryUserSessionRepository: UserSessionRepository {}
