// When the trash and the version history expire: by the store's own clock, which moves only as
// far as the wall clock can be believed.
//
// The wall clock may be years behind (a dead CMOS battery: a note trashed "in 2001" looked 25
// years old at the next start with the right time) or weeks ahead (one start with the clock 40
// days ahead emptied the trash and every version). So each opening moves the store's clock
// (`store_clock.trusted`, schema 011) forward by the time since the last opening, at most
// `expiryClockStep`, and not at all when the wall clock contradicts the store: a time before
// the last opening or before the newest time a note, the trash or a version holds. A note
// trashed and a version kept get their expiry at the first opening that sees them, 30 days of
// that clock on; what expires is removed then. A store opened rarely keeps things longer; one
// opened daily, as long as the wall clock would.
import CSQLite

extension NoteStore {
    /// The most the store's clock moves at one opening (a day, in milliseconds): an opening
    /// after a longer time, or under a clock far ahead, counts as one day.
    public static let expiryClockStep: Int64 = 86_400_000

    /// Moves the store's clock, gives what is newly in the trash or history its expiry, removes
    /// what has expired and thins other programs' versions (upkeep at a read-write opening). Another program's lock is
    /// waited for as briefly as search waits; when it is held, the work is left for a later
    /// opening.
    func removeExpired() {
        let wall = now().millisecondsSince1970
        _ = try? database.waitingForLocks(atMost: Self.upkeepLockWaitMilliseconds) {
            try writing {
                let clock = try database.prepare("SELECT trusted, wall FROM store_clock")
                guard try clock.step() else { return }
                var (trusted, lastWall) = (clock.int64(at: 0), clock.int64(at: 1))
                let newestKnown = try database.integer(
                    """
                    SELECT max(coalesce((SELECT max(updated) FROM notes), 0),
                        coalesce((SELECT max(trashed) FROM notes WHERE trashed IS NOT NULL), 0),
                        coalesce((SELECT max(replaced) FROM note_versions), 0))
                    """)
                /// Runs `sql` with `values` bound to ?1, ?2, ….
                func run(_ sql: String, _ values: Int64...) throws {
                    let statement = try database.prepare(sql)
                    for (index, value) in values.enumerated() { try statement.bind(value, at: Int32(index + 1)) }
                    try statement.step()
                }
                // Times another program wrote may lie anywhere in Int64: sums saturate, never trap.
                func sum(_ a: Int64, _ b: Int64) -> Int64 {
                    let (value, overflowed) = a.addingReportingOverflow(b)
                    return overflowed ? (b > 0 ? .max : .min) : value
                }
                if wall >= lastWall, wall >= newestKnown {
                    let (elapsed, overflowed) = wall.subtractingReportingOverflow(lastWall)
                    trusted = sum(trusted, overflowed ? Self.expiryClockStep : min(elapsed, Self.expiryClockStep))
                    try run("UPDATE store_clock SET trusted = ?1, wall = ?2", trusted, wall)
                }
                let day: Int64 = 86_400_000
                try run(
                    "UPDATE notes SET trash_expires = ?1 WHERE trashed IS NOT NULL AND trash_expires IS NULL",
                    sum(trusted, Int64(Self.trashRetentionDays) * day))
                try run(
                    "UPDATE note_versions SET expires = ?1 WHERE expires IS NULL",
                    sum(trusted, Int64(Self.versionRetentionDays) * day))
                try run("DELETE FROM notes WHERE trashed IS NOT NULL AND trash_expires <= ?1", trusted)
                try run("DELETE FROM note_versions WHERE expires <= ?1", trusted)
                try thinVersionsMadeElsewhere(now: wall)
            }
        }
    }
}
