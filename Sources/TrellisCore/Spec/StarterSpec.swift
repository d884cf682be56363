/// The spec `trellis init` writes: small, valid, and a tour of the format.
public enum StarterSpec {
    /// A starter spec for a module named `moduleName` (an UpperCamelCase identifier):
    /// one flow, two screens, an event, a model and a repository.
    public static func json(moduleName: String) -> String {
        """
        {
          "$schema": "./\(SpecSchema.fileName)",
          "specVersion": 1,
          "module": "\(moduleName)",
          "architecture": "mvvm-c",
          "doc": "A list of notes; selecting one shows it in full.",
          "models": [
            { "name": "Note", "doc": "One note.", "fields": ["id: String", "title: String", "body: String"] }
          ],
          "repositories": [
            { "name": "NoteRepository", "doc": "Where notes are kept.", "methods": ["loadNotes() -> [Note]"] }
          ],
          "events": [
            { "name": "noteSelected", "params": ["note: Note"], "doc": "The user picked a note to read." }
          ],
          "screens": [
            {
              "name": "NoteList",
              "doc": "All notes, newest first.",
              "dependencies": ["NoteRepository"],
              "state": [
                "notes: [Note]",
                { "name": "isLoading", "type": "Bool", "doc": "Whether notes are being loaded." },
                { "name": "filter", "type": "String", "input": true, "doc": "Text typed to narrow the list." },
                "errorMessage: String?"
              ],
              "actions": [
                { "name": "loadNotes", "async": true, "doc": "Loads the notes; its body is yours to write." },
                { "name": "select", "params": ["note: Note"], "emits": "noteSelected" }
              ],
              "emits": ["noteSelected"]
            },
            {
              "name": "NoteDetail",
              "doc": "One note in full.",
              "params": ["note: Note"]
            }
          ],
          "flows": [
            {
              "name": "Notes",
              "start": "NoteList",
              "routes": [{ "on": "noteSelected", "push": "NoteDetail" }]
            }
          ]
        }

        """
    }
}
