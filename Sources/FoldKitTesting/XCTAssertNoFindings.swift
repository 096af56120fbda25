import Foundation
import XCTest
import FoldKit
import FoldKitLint
import FoldKitRender

/// Fails the XCTest unless `scene` lints clean on `devices` in `postures` and `states`: the
/// message lists each finding as `foldkit lint` prints it and names the folder the failing
/// panels' SVGs were written to (``FindingCheckResult/message``; SPEC 8.4, 10.2). A scene that
/// cannot be checked fails too. The parameters are ``FoldKitAssert/expectNoFindings(_:devices:postures:states:atOrAbove:panelDirectory:sourceLocation:)``'s.
/// - Parameters:
///   - file: the file the failure is reported in; the call's by default.
///   - line: the line the failure is reported on; the call's by default.
/// - Returns: the check's result, nil when it could not run.
@discardableResult
public func XCTAssertNoFindings(_ scene: SceneSource, devices: [String] = ["iphone-duo"], postures: PostureSelection = .supported,
                                states: [StateModifiers] = [.standard], atOrAbove severity: DiagnosticSeverity = .info,
                                panelDirectory: URL? = nil, file: StaticString = #filePath, line: UInt = #line) -> FindingCheckResult? {
    let request = FindingCheckRequest(scene, devices: devices, postures: postures, states: states, atOrAbove: severity, panelDirectory: panelDirectory)
    let (result, failure) = FindingCheck.outcome(request)
    if let failure { XCTFail(failure, file: file, line: line) }
    return result
}
