import FoldKit

/// The panels a storyboard renders, in page order: scene, then device, then state, then posture
/// (SPEC 8.3, 10.2).
///
/// Made by ``make(_:)`` with empty nodes and findings; a scene layer then fills each panel's
/// ``StoryboardPanel/nodes`` (laying its scene out in the panel's ``StoryboardPanel/space``) and a
/// lint layer its ``StoryboardPanel/findings`` — by mutating ``panels`` or with ``filled(_:)`` —
/// before the back ends draw them.
public struct StoryboardPlan: Sendable, Hashable {
    /// Every panel, scene-major, then device, then state, then posture.
    public var panels: [StoryboardPanel]

    /// Creates a plan from panels.
    public init(panels: [StoryboardPanel]) { self.panels = panels }

    /// Plans one panel per scene × device × state × posture, each with its resolved space; a
    /// state that changes nothing in a posture (the inner camera while closed) still gets its
    /// panel (SPEC 10.2).
    /// - Throws: ``StoryboardPlanError`` for a listed posture a device cannot take, a window that
    ///   does not fit a posture's display, a state a profile cannot resolve, or two devices,
    ///   scenes or states with the same path component.
    /// - Complexity: O(*d*·*t*·*p*) resolutions and O(*s*·*d*·*t*·*p*) panels for *s* scenes,
    ///   *d* devices, *t* states, *p* postures.
    public static func make(_ request: StoryboardRequest) throws(StoryboardPlanError) -> StoryboardPlan {
        let scenes = request.scenes.isEmpty ? [PanelScene.space] : request.scenes
        try checkUnique(scenes.map(\.id), error: StoryboardPlanError.duplicateScene)
        try checkUnique(request.devices.map(\.id), error: StoryboardPlanError.duplicateDevice)
        try checkUnique(request.states.map(\.fileSuffix), error: StoryboardPlanError.duplicateState)
        var spaces: [(DeviceProfile, StateModifiers, PosturePreset, LayoutSpace)] = []
        for profile in request.devices {
            let presets = try request.postures.presets(on: profile)
            for state in request.states {
                for preset in presets {
                    spaces.append((profile, state, preset, try space(of: profile, preset, state)))
                }
            }
        }
        var panels: [StoryboardPanel] = []
        panels.reserveCapacity(scenes.count * spaces.count)
        for scene in scenes {
            for (profile, state, preset, space) in spaces {
                panels.append(StoryboardPanel(scene: scene, deviceID: profile.id, deviceName: profile.name, posture: preset, state: state,
                                              space: space, cornerRadius: profile.display(space.display)?.cornerRadius))
            }
        }
        return StoryboardPlan(panels: panels)
    }

    /// The plan with each panel's nodes and findings replaced by what `content` returns for it,
    /// called once per panel in plan order.
    /// - Throws: whatever `content` throws.
    public func filled<E: Error>(_ content: (StoryboardPanel) throws(E) -> PanelContent) throws(E) -> StoryboardPlan {
        var copy = self
        for index in copy.panels.indices {
            let result = try content(copy.panels[index])
            copy.panels[index].nodes = result.nodes
            copy.panels[index].findings = result.findings
            copy.panels[index].bars = result.bars
        }
        return copy
    }

    /// The number of findings over all panels.
    public var findingCount: Int { panels.reduce(0) { $0 + $1.findings.count } }

    /// The panels grouped by scene: each run of one scene's panels, in order (a plan is
    /// scene-major, ``make(_:)``), as the page's sections and the PDF's pages take them.
    public var byScene: [[StoryboardPanel]] {
        var result: [[StoryboardPanel]] = []
        for panel in panels {
            if result.last?.first?.scene != panel.scene { result.append([]) }
            result[result.count - 1].append(panel)
        }
        return result
    }

    /// The space of `preset` in `modifiers` on `profile`, laid out in the modifiers' direction.
    static func space(of profile: DeviceProfile, _ preset: PosturePreset, _ modifiers: StateModifiers) throws(StoryboardPlanError) -> LayoutSpace {
        let state: DeviceState
        do { state = try profile.state(for: preset) } catch {
            throw .unsupportedPosture(device: profile.id, posture: preset, reason: error.reason)
        }
        do { return try profile.resolve(state, modifiers: modifiers) } catch {
            if error.field == .window, let window = modifiers.window {
                throw .windowOutsideDisplay(device: profile.id, posture: preset, window: window, message: error.message)
            }
            if error.field == .keyboard { throw .noKeyboard(device: profile.id, posture: preset, message: error.message) }
            throw .unresolvable(device: profile.id, posture: preset, message: error.description)
        }
    }

    static func checkUnique(_ ids: [String], error: (String) -> StoryboardPlanError) throws(StoryboardPlanError) {
        var seen = Set<String>()
        for id in ids where !seen.insert(StoryboardPaths.component(id)).inserted { throw error(id) }
    }
}
