import TerminalCanvas

/// The roles the inspector draws with. Cells store these names; `Theme.standard` turns them
/// into colours at the terminal edge, and snapshots list them by name.
extension StyleRole {
  // MARK: Chrome

  /// The title row at the top.
  public static let titleBar: StyleRole = "titleBar"
  /// The scene and screen name in the title row.
  public static let titleAccent: StyleRole = "titleAccent"
  /// A pane's border when the pane does not have keyboard focus.
  public static let paneBorder: StyleRole = "paneBorder"
  /// The border of the pane with keyboard focus (`AppState.focusedPane`).
  public static let paneBorderFocused: StyleRole = "paneBorderFocused"
  /// A pane's title, drawn in its top border.
  public static let paneTitle: StyleRole = "paneTitle"
  /// The title of the focused pane.
  public static let paneTitleFocused: StyleRole = "paneTitleFocused"
  /// Quiet pane text: empty states, "↑ 3 more", scroll positions.
  public static let paneHint: StyleRole = "paneHint"

  // MARK: Screen (wireframe)

  /// The heavy box around the focused element: the VoiceOver cursor.
  public static let focusRing: StyleRole = "focusRing"
  /// The text of the focused element, inside the ring.
  public static let focusText: StyleRole = "focusText"
  /// Switch Control's highlight on an item: a solid frame, or solid sides.
  public static let switchItem: StyleRole = "switchItem"
  /// The text of Switch Control's highlighted item.
  public static let switchText: StyleRole = "switchText"
  /// The text inside a highlighted Switch Control group.
  public static let switchGroupText: StyleRole = "switchGroupText"
  /// Switch Control's highlight on a group: a double box around its container.
  public static let switchGroup: StyleRole = "switchGroup"
  /// Switch Control's exit stop: a dashed box around the group being scanned.
  public static let switchExit: StyleRole = "switchExit"
  /// The Gliding Cursor's band: shaded columns or rows.
  public static let glideBand: StyleRole = "glideBand"
  /// The Gliding Cursor's line, and the x already chosen.
  public static let glideLine: StyleRole = "glideLine"
  /// Full Keyboard Access's focus ring: a rounded box, or `◖ ◗` sides.
  public static let keyboardRing: StyleRole = "keyboardRing"
  /// The text of the element with keyboard focus.
  public static let keyboardText: StyleRole = "keyboardText"
  /// The focus group the keyboard focus is in: a dotted box around its container.
  public static let keyboardGroup: StyleRole = "keyboardGroup"
  /// Outlines of controls (buttons, fields, switches).
  public static let wireframe: StyleRole = "wireframe"
  /// Outlines of containers (stacks, lists, cells, bars), drawn faintly.
  public static let wireframeContainer: StyleRole = "wireframeContainer"
  /// A dialog's frame and title ("Alert", "Sheet · not modal").
  public static let wireframeDialog: StyleRole = "wireframeDialog"
  /// What lies behind a dialog that traps focus.
  public static let wireframeDimmed: StyleRole = "wireframeDimmed"
  /// Controls no technology shows until a gesture reveals them, drawn where they appear.
  public static let wireframeGhost: StyleRole = "wireframeGhost"
  /// Text shown by an element.
  public static let wireframeText: StyleRole = "wireframeText"
  /// Text of a selected element (the current tab or segment).
  public static let wireframeSelected: StyleRole = "wireframeSelected"
  /// Symbols and placeholders: things that are drawn, not written.
  public static let wireframeSymbol: StyleRole = "wireframeSymbol"
  /// Elements VoiceOver cannot reach (behind a modal, or not accessibility elements).
  public static let wireframeUnreachable: StyleRole = "wireframeUnreachable"
  /// Text cut short by a `lines` limit at this text size: drawn ending in "…".
  public static let wireframeTruncated: StyleRole = "wireframeTruncated"
  /// Text clipped by a fixed height or frame at this text size: cut off with no "…".
  public static let wireframeClipped: StyleRole = "wireframeClipped"
  /// "▸" where the Screen pane has too few columns for text that fits on the device: not
  /// a problem of the screen, so it looks unlike the layout's "…".
  public static let wireframeNoRoom: StyleRole = "wireframeNoRoom"
  /// "⚠" on an element the scene's warnings are about.
  public static let wireframeWarning: StyleRole = "wireframeWarning"
  /// "?" after an icon that has no label: VoiceOver has nothing to say for it.
  public static let wireframeUnlabelled: StyleRole = "wireframeUnlabelled"
  /// The mark on an element with a layout problem ("!": text cut, fixed font size) or
  /// pushed past the screen's edge ("»").
  public static let layoutProblem: StyleRole = "layoutProblem"
  /// A spinner's frame, a carousel's page and play state, `▶`/`⏸` on moving content.
  public static let motionMark: StyleRole = "motionMark"
  /// The leading edge of a screen sliding in or out, or of a sheet rising or falling.
  public static let motionEdge: StyleRole = "motionEdge"
  /// The wireframe during the first half of a cross-fade.
  public static let motionFaded: StyleRole = "motionFaded"
  /// Reading-order numbers of the order overlay.
  public static let orderBadge: StyleRole = "orderBadge"
  /// The line joining consecutive stops in the order overlay.
  public static let orderPath: StyleRole = "orderPath"
  /// Voice Control's tags on the wireframe: item numbers, names, grid cell numbers.
  public static let voiceTag: StyleRole = "voiceTag"
  /// Voice Control's grid lines.
  public static let voiceGrid: StyleRole = "voiceGrid"

  // MARK: Speech log

  /// The step number of a log line.
  public static let logStep: StyleRole = "logStep"
  /// What caused the speech (the key and command, or a notification).
  public static let logCause: StyleRole = "logCause"
  /// The marker of the newest step.
  public static let logCurrent: StyleRole = "logCurrent"
  /// Spoken label (and selected state, punctuation).
  public static let logLabel: StyleRole = "logLabel"
  /// Spoken value.
  public static let logValue: StyleRole = "logValue"
  /// Spoken trait words and container context ("Button.", "1 of 2.").
  public static let logTraits: StyleRole = "logTraits"
  /// Spoken hint.
  public static let logHint: StyleRole = "logHint"
  /// Earcons such as `[boundary]`.
  public static let logEarcon: StyleRole = "logEarcon"
  /// Explanations that are not spoken, in parentheses.
  public static let logNote: StyleRole = "logNote"
  /// The technology of a Switch Control or keyboard event ("SC", "FKA").
  public static let logTechnology: StyleRole = "logTechnology"
  /// What a highlight shows, in words, in angle quotes.
  public static let logShown: StyleRole = "logShown"
  /// Announcements posted by the app.
  public static let logAnnouncement: StyleRole = "logAnnouncement"
  /// Rotor setting and custom action names spoken when choosing them.
  public static let logRotor: StyleRole = "logRotor"

  // MARK: Rotor

  /// A rotor setting that applies here.
  public static let rotorItem: StyleRole = "rotorItem"
  /// The rotor setting that is turned to.
  public static let rotorSelected: StyleRole = "rotorSelected"
  /// An entry of the selected rotor setting.
  public static let rotorEntry: StyleRole = "rotorEntry"
  /// The current entry (the focused stop, or the chosen action).
  public static let rotorCurrent: StyleRole = "rotorCurrent"

  // MARK: Inspector

  /// A field name ("Label", "Traits").
  public static let inspectorKey: StyleRole = "inspectorKey"
  /// A field value.
  public static let inspectorValue: StyleRole = "inspectorValue"
  /// A section heading ("Why here", "Speech").
  public static let inspectorSection: StyleRole = "inspectorSection"
  /// Something a reviewer should fix: a missing label.
  public static let inspectorWarning: StyleRole = "inspectorWarning"

  // MARK: Status, help, caption

  /// The status row.
  public static let statusBar: StyleRole = "statusBar"
  /// A key name in the status row.
  public static let statusKey: StyleRole = "statusKey"
  /// A "VoiceOver" badge and other emphasised status text.
  public static let statusAccent: StyleRole = "statusAccent"
  /// The `*` after a setting whose default is assumed, not confirmed on a device.
  public static let statusAssumed: StyleRole = "statusAssumed"
  /// An informational banner in the status row.
  public static let bannerInfo: StyleRole = "bannerInfo"
  /// An error banner in the status row.
  public static let bannerError: StyleRole = "bannerError"
  /// The find prompt in the status row.
  public static let searchPrompt: StyleRole = "searchPrompt"
  /// The help overlay's title and border.
  public static let helpTitle: StyleRole = "helpTitle"
  /// A context heading in the help overlay.
  public static let helpSection: StyleRole = "helpSection"
  /// Key names in the help overlay.
  public static let helpKey: StyleRole = "helpKey"
  /// Caption mode's large text.
  public static let caption: StyleRole = "caption"
  /// Caption mode's hint, earcons and step line.
  public static let captionDim: StyleRole = "captionDim"
}

extension Theme {
  /// The app's palette: ANSI colours only, readable on dark and light terminals and on a
  /// projector. `Theme.standard.monochrome` keeps every role that matters distinct through
  /// bold, reverse and the heavy focus box.
  public static let standard: Theme = {
    var t = Theme()
    func set(_ role: StyleRole, _ a: TextAttributes) { t.roles[role] = a }
    set(.normal, .plain)
    set(.titleBar, TextAttributes(foreground: .cyan, reverse: true))
    set(.titleAccent, TextAttributes(foreground: .cyan, bold: true, reverse: true))
    set(.paneBorder, TextAttributes(foreground: .brightBlack))
    set(.paneBorderFocused, TextAttributes(foreground: .brightCyan, bold: true))
    set(.paneTitle, TextAttributes(bold: true))
    set(.paneTitleFocused, TextAttributes(foreground: .brightCyan, bold: true, reverse: true))
    set(.paneHint, TextAttributes(foreground: .brightBlack, dim: true))

    set(.focusRing, TextAttributes(foreground: .brightYellow, bold: true))
    set(.focusText, TextAttributes(foreground: .brightYellow, bold: true, reverse: true))
    set(.switchItem, TextAttributes(foreground: .brightBlue, bold: true))
    // Each technology's text is reversed in its own colour, and told apart without colour
    // too: VoiceOver bold, Switch Control underlined, the keyboard both.
    set(.switchText, TextAttributes(foreground: .brightBlue, reverse: true, underline: true))
    set(.switchGroupText, TextAttributes(foreground: .brightBlue, underline: true))
    set(.switchGroup, TextAttributes(foreground: .brightBlue, bold: true))
    set(.switchExit, TextAttributes(foreground: .blue, bold: true))
    set(.glideBand, TextAttributes(foreground: .brightBlue, reverse: true))
    set(.glideLine, TextAttributes(foreground: .brightRed, bold: true))
    set(.keyboardRing, TextAttributes(foreground: .brightGreen, bold: true))
    set(.keyboardText, TextAttributes(foreground: .brightGreen, bold: true, reverse: true, underline: true))
    set(.keyboardGroup, TextAttributes(foreground: .green))
    set(.wireframe, TextAttributes(foreground: .white))
    set(.wireframeContainer, TextAttributes(foreground: .brightBlack, dim: true))
    set(.wireframeDialog, TextAttributes(foreground: .brightWhite, bold: true))
    set(.wireframeDimmed, TextAttributes(foreground: .brightBlack, dim: true))
    set(.wireframeGhost, TextAttributes(foreground: .brightBlack, dim: true, italic: true))
    set(.wireframeText, TextAttributes(foreground: .brightWhite))
    set(.wireframeSelected, TextAttributes(foreground: .brightWhite, bold: true, underline: true))
    set(.wireframeSymbol, TextAttributes(foreground: .cyan))
    set(.wireframeUnreachable, TextAttributes(foreground: .brightBlack, dim: true, italic: true))
    set(.wireframeTruncated, TextAttributes(foreground: .yellow))
    set(.wireframeClipped, TextAttributes(foreground: .brightRed, underline: true))
    set(.wireframeNoRoom, TextAttributes(foreground: .brightBlack))
    set(.wireframeWarning, TextAttributes(foreground: .brightYellow, bold: true))
    set(.wireframeUnlabelled, TextAttributes(foreground: .black, background: .yellow, bold: true))
    set(.layoutProblem, TextAttributes(foreground: .black, background: .brightRed, bold: true))
    set(.motionMark, TextAttributes(foreground: .brightMagenta, bold: true))
    set(.motionEdge, TextAttributes(foreground: .brightCyan, bold: true))
    set(.motionFaded, TextAttributes(foreground: .brightBlack, dim: true))
    set(.orderBadge, TextAttributes(foreground: .brightMagenta, bold: true, reverse: true))
    set(.orderPath, TextAttributes(foreground: .magenta))
    set(.voiceTag, TextAttributes(foreground: .brightCyan, bold: true, reverse: true, underline: true))
    set(.voiceGrid, TextAttributes(foreground: .cyan, dim: true))

    set(.logStep, TextAttributes(foreground: .brightBlack))
    set(.logCause, TextAttributes(foreground: .cyan))
    set(.logCurrent, TextAttributes(foreground: .brightYellow, bold: true))
    set(.logLabel, TextAttributes(foreground: .brightWhite))
    set(.logValue, TextAttributes(foreground: .brightWhite, bold: true))
    set(.logTraits, TextAttributes(foreground: .green))
    set(.logHint, TextAttributes(foreground: .brightBlack, italic: true))
    set(.logEarcon, TextAttributes(foreground: .yellow, bold: true))
    set(.logNote, TextAttributes(foreground: .brightBlack, dim: true))
    set(.logTechnology, TextAttributes(foreground: .brightBlue, bold: true))
    set(.logShown, TextAttributes(foreground: .brightCyan))
    set(.logAnnouncement, TextAttributes(foreground: .brightMagenta, bold: true))
    set(.logRotor, TextAttributes(foreground: .brightBlue, bold: true))

    set(.rotorItem, .plain)
    set(.rotorSelected, TextAttributes(foreground: .brightCyan, bold: true, reverse: true))
    set(.rotorEntry, .plain)
    set(.rotorCurrent, TextAttributes(foreground: .brightYellow, bold: true, reverse: true))

    set(.inspectorKey, TextAttributes(foreground: .cyan))
    set(.inspectorValue, TextAttributes(foreground: .brightWhite))
    set(.inspectorSection, TextAttributes(bold: true, underline: true))
    set(.inspectorWarning, TextAttributes(foreground: .brightRed, bold: true))

    set(.statusBar, TextAttributes(reverse: true))
    set(.statusKey, TextAttributes(bold: true, reverse: true))
    set(.statusAccent, TextAttributes(foreground: .brightWhite, background: .blue, bold: true))
    set(.statusAssumed, TextAttributes(bold: true, reverse: true, underline: true))
    set(.bannerInfo, TextAttributes(foreground: .black, background: .brightCyan))
    set(.bannerError, TextAttributes(foreground: .brightWhite, background: .red, bold: true))
    set(.searchPrompt, TextAttributes(foreground: .black, background: .brightYellow, bold: true))
    set(.helpTitle, TextAttributes(foreground: .brightCyan, bold: true))
    set(.helpSection, TextAttributes(foreground: .brightWhite, bold: true, underline: true))
    set(.helpKey, TextAttributes(foreground: .brightYellow, bold: true))
    set(.caption, TextAttributes(foreground: .brightWhite, bold: true))
    set(.captionDim, TextAttributes(foreground: .brightBlack))
    return t
  }()
}
