/// The commands beyond `devices` and `regions`, in help order; each solver's command is listed here.
enum CommandRegistry {
    static let additional: [any Command] = [ArrangeCommand(), ListDetailCommand(), GridCommand(), PlaceCommand(), LayoutCommand(), TransitionCommand(), StoryboardCommand(), LintCommand()]
}
