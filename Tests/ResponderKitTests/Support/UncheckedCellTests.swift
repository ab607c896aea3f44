import Foundation
import Testing
@testable import ResponderKit

// `UncheckedCell` skips Swift's run-time exclusivity check in release builds and checks by hand in
// debug builds (the tests' builds): an access that overlaps a modification traps with a sentence naming
// the cell, as Swift's own check would. Internal, so `@testable`.

/// Reads the cell while the caller modifies it through `value`.
private func readDuring(_ value: inout [Int], of cell: UncheckedCell<[Int]>) -> Int { cell.value.count + value.count }

/// Modifies the cell while the caller already modifies it through `value`.
private func modifyDuring(_ value: inout [Int], of cell: UncheckedCell<[Int]>) { cell.value.append(value.count) }

@Suite struct UncheckedCellTests {
    @Test func itHoldsAndChangesItsValueInPlace() {
        let cell = UncheckedCell([1, 2, 3], name: "a test's numbers")
        cell.value.append(4)
        cell.value[0] = 10
        #expect(cell.value == [10, 2, 3, 4])
        #expect(cell.value.count == 4)
        let flag = UncheckedCell(false, name: "a test's flag")
        flag.value = true
        #expect(flag.value)
    }

    #if DEBUG
    @Test func aReadDuringAModificationTrapsNamingTheCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let cell = UncheckedCell([1, 2, 3], name: "a test's numbers")
            _ = readDuring(&cell.value, of: cell)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("a test's numbers was read while it was being modified"), "\(output)")
    }

    @Test func aModificationDuringAModificationTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let cell = UncheckedCell([1, 2, 3], name: "a test's numbers")
            modifyDuring(&cell.value, of: cell)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("a test's numbers was modified while it was already being modified"), "\(output)")
    }
    #endif
}
