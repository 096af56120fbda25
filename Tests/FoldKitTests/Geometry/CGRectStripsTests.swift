import Foundation
import Testing
import FoldKit

/// `CGRect.strips(beside:)`: the four parts of a rect beside a cut, clamped to the rect.
struct CGRectStripsTests {
    @Test("a cut inside the rect leaves four strips around it")
    func cutInside() {
        let s = CGRect(x: 0, y: 0, width: 100, height: 80).strips(beside: CGRect(x: 40, y: 30, width: 20, height: 10))
        #expect(s.left == CGRect(x: 0, y: 0, width: 40, height: 80))
        #expect(s.right == CGRect(x: 60, y: 0, width: 100 - 60, height: 80))
        #expect(s.top == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(s.bottom == CGRect(x: 0, y: 40, width: 100, height: 80 - 40))
    }

    @Test("a cut reaching past the rect's edge leaves that side empty, never negative")
    func cutPastTheEdge() {
        // An occlusion x −100…10 over a 50-pt frame: nothing left of it (not a strip −100 wide).
        let s = CGRect(x: 0, y: 0, width: 50, height: 50).strips(beside: CGRect(x: -100, y: 20, width: 110, height: 10))
        #expect(s.left == CGRect(x: 0, y: 0, width: 0, height: 50))
        #expect(s.right == CGRect(x: 10, y: 0, width: 50 - 10, height: 50))
        #expect(s.top == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(s.bottom == CGRect(x: 0, y: 30, width: 50, height: 50 - 30))
    }
}
