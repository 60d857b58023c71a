// The JSON of a recovery file, as every version of the app wrote it.
//
// Versions that kept text through Foundation's JSONEncoder wrote exactly this shape (the
// Codable synthesized for `KeptText` and `SaveRequest`), and files they wrote may be waiting on
// a user's disk: they are read as they are. The oldest files hold the request alone, without
// the store's identity.
//
//     {"store":"3F2A…","request":{"target":{"draft":{"_0":1}},"title":"…","body":"…",
//      "titleEdited":true,"bodyEdited":true}}
//     {"target":{"note":{"id":7,"revision":3}},"title":"…", …}
//
// "store" is left out when unknown. Members the app does not know are passed over, as
// JSONDecoder did, so a newer version's file is still read.
import NoteStore

/// Writing and reading recovery files.
enum RecoveryFileFormat {
    /// Why a file's bytes are not a recovery file.
    struct Unreadable: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The file's bytes for `request`, kept for the store `store` names (nil: unknown).
    static func bytes(of request: SaveRequest, forStore store: String?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(request.body.utf8.count + request.title.utf8.count + 160)
        output += Array("{".utf8)
        if let store {
            output += Array("\"store\":".utf8)
            JSONText.appendString(store, to: &output)
            output += Array(",".utf8)
        }
        let target =
            switch request.target {
            case .draft(let number): "{\"draft\":{\"_0\":\(number)}}"
            case .note(let id, let revision): "{\"note\":{\"id\":\(id),\"revision\":\(revision)}}"
            }
        output += Array("\"request\":{\"target\":\(target),\"title\":".utf8)
        JSONText.appendString(request.title, to: &output)
        output += Array(",\"body\":".utf8)
        JSONText.appendString(request.body, to: &output)
        output += Array(",\"titleEdited\":\(request.titleEdited),\"bodyEdited\":\(request.bodyEdited)}}".utf8)
        return output
    }

    /// The request a file's bytes hold and the store it was kept for (nil when not recorded).
    /// - Throws: `Unreadable` naming what is wrong: not JSON, or not a recovery file's shape.
    static func request(in bytes: [UInt8]) throws(Unreadable) -> (request: SaveRequest, store: String?) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw Unreadable(description: "it is not valid JSON: \(error)")
        }
        guard case .object = document else { throw Unreadable(description: "it does not hold a JSON object") }
        guard let kept = document["request"] else { return (try request(from: document), nil) }
        let store: String?
        switch document["store"] {
        case nil, .null?: store = nil
        case .string(let identity)?: store = identity
        default: throw Unreadable(description: "its \"store\" is not a string")
        }
        return (try request(from: kept), store)
    }

    private static func request(from object: JSONValue) throws(Unreadable) -> SaveRequest {
        guard case .object = object else { throw Unreadable(description: "its request is not a JSON object") }
        return SaveRequest(
            target: try target(from: try member("target", of: object)),
            title: try text("title", of: object), body: try text("body", of: object),
            titleEdited: try flag("titleEdited", of: object), bodyEdited: try flag("bodyEdited", of: object))
    }

    private static func target(from value: JSONValue) throws(Unreadable) -> SaveRequest.Target {
        guard case .object(let cases) = value, cases.count == 1, let (name, fields) = cases.first else {
            throw Unreadable(description: "its \"target\" is not an object with one member")
        }
        switch name {
        case "draft":
            guard let number = fields["_0"]?.int64, let draft = Int(exactly: number) else {
                throw Unreadable(description: "its draft has no integer number")
            }
            return .draft(draft)
        case "note":
            guard let id = fields["id"]?.int64, let revision = fields["revision"]?.int64 else {
                throw Unreadable(description: "its note has no integer id and revision")
            }
            return .note(id: id, revision: revision)
        default:
            throw Unreadable(description: "its target \"\(name)\" is neither a draft nor a note")
        }
    }

    private static func member(_ key: String, of object: JSONValue) throws(Unreadable) -> JSONValue {
        guard let value = object[key] else { throw Unreadable(description: "its request has no \"\(key)\"") }
        return value
    }

    private static func text(_ key: String, of object: JSONValue) throws(Unreadable) -> String {
        guard let text = try member(key, of: object).string else {
            throw Unreadable(description: "its \"\(key)\" is not a string")
        }
        return text
    }

    private static func flag(_ key: String, of object: JSONValue) throws(Unreadable) -> Bool {
        guard let flag = try member(key, of: object).bool else {
            throw Unreadable(description: "its \"\(key)\" is not true or false")
        }
        return flag
    }
}
