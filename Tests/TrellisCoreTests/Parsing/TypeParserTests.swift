import Testing

@testable import TrellisCore

@Suite struct TypeParserTests {
    @Test(arguments: [
        ("String", "String"),
        ("  Int ", "Int"),
        ("[RideOption]", "[RideOption]"),
        ("[String: [RideOption]]?", "[String: [RideOption]]?"),
        ("[ String : Int ]", "[String: Int]"),
        ("URL??", "URL??"),
        ("[[Int]?]", "[[Int]?]"),
    ])
    func parsesTheTypeGrammar(input: String, normalized: String) throws {
        #expect(try TypeParser.parse(input).description == normalized)
    }

    @Test(arguments: [
        ("", 0, "expected a type"),
        ("[Int", 4, "expected ']'"),
        ("Array<Int>", 5, "generic arguments"),
        ("Foundation.URL", 10, "qualified names"),
        ("Int String", 4, "unexpected 'S'"),
        ("[: Int]", 1, "expected a type"),
        ("3D", 0, "expected a type"),
        ("(Int, Int)", 0, "expected a type"),
    ])
    func refusesOtherSyntaxAtTheRightCharacter(input: String, offset: Int, message: String) {
        #expect {
            try TypeParser.parse(input)
        } throws: { error in
            guard let error = error as? TypeSyntaxError else { return false }
            return error.offset == offset && error.message.contains(message)
        }
    }

    @Test func findsTypesHeldByValue() throws {
        let type = try TypeParser.parse("[String: Item]?")
        #expect(type.namedTypes == ["String", "Item"])
        #expect(type.typesHeldByValue.isEmpty)
        #expect(try TypeParser.parse("Item?").typesHeldByValue == ["Item"])
    }
}

@Suite struct ShortFormParserTests {
    @Test func splitsAMember() throws {
        let member = try ShortFormParser.member("pickupLocation: Location")
        #expect(member.name == TextPiece(text: "pickupLocation", offset: 0))
        #expect(member.type == TextPiece(text: "Location", offset: 16))
    }

    @Test func splitsASignatureWithParamsAndReturnType() throws {
        let signature = try ShortFormParser.signature("search(query: String, near: [String: Location]) -> [Item]?")
        #expect(signature.name.text == "search")
        #expect(signature.params.map(\.name.text) == ["query", "near"])
        #expect(signature.params.map(\.type.text) == ["String", "[String: Location]"])
        #expect(signature.params[1].type.offset == 28)
        #expect(signature.returnType == TextPiece(text: "[Item]?", offset: 51))
    }

    @Test func acceptsBareNamesAndEmptyParameterLists() throws {
        #expect(try ShortFormParser.signature("notSignedIn").params.isEmpty)
        #expect(try ShortFormParser.signature("readUserSession() -> UserSession?").returnType?.text == "UserSession?")
    }

    @Test(arguments: [
        ("signIn(email String)", "expected \"name: Type\""),
        ("signIn(email: String", "expected ')'"),
        ("signIn(email: )", "expected a type after ':'"),
        ("load() ->", "expected a return type"),
        ("load() extra", "after the parameter list"),
    ])
    func refusesMalformedSignatures(input: String, message: String) {
        #expect {
            try ShortFormParser.signature(input)
        } throws: { error in
            (error as? TypeSyntaxError)?.message.contains(message) == true
        }
    }
}

@Suite struct NonASCIIOffsetTests {
    @Test func offsetsCountUnicodeScalarsNotBytes() throws {
        let member = try ShortFormParser.member("é: [Int]")
        #expect(member.type == TextPiece(text: "[Int]", offset: 3))
        #expect {
            try TypeParser.parse("[Ïnt]")
        } throws: { error in
            (error as? TypeSyntaxError) == TypeSyntaxError(message: "expected a type, found 'Ï'", offset: 1)
        }
        #expect {
            try ShortFormParser.signature("ünï(a: Int")
        } throws: { error in
            (error as? TypeSyntaxError)?.offset == 10
        }
    }
}
