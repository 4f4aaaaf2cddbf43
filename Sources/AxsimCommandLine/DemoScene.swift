/// The built-in demo scene, compiled in so `axsim` runs with no argument.
///
/// Generated from Scenes/demo.json5 by .ci/sync-demo; a test keeps them equal.
public enum DemoScene {
  public static let name = "<demo>"
  public static let source = #"""
// The built-in demo: a small mail app. The inbox's four messages each open their own
// message (reply, or delete and see it gone from the inbox), a compose sheet, and a
// Settings tab.
// Open it with `swift run axsim` (no argument), or `axsim speak Scenes/demo.json5`.
{
  format: "axsim-scene/1",
  title: "Mail demo",
  device: { idiom: "phone", size: [393, 852] },
  screens: [
    {
      id: "inbox",
      title: "Inbox",
      // A custom rotor listing the flagged messages, as UIAccessibilityCustomRotor does.
      rotors: [{ name: "Flagged", targets: ["m2", "m4"] }],
      onMagicTap: { present: "compose" },
      root: { vstack: [
        { navigationBar: "Inbox", back: "Mailboxes",
          trailing: [{ button: null, symbol: "square.and.pencil", label: "Compose", id: "compose",
                       onActivate: { present: "compose" } }] },
        { searchField: "Search", id: "search" },
        { segmented: ["All", "Unread"], selectedIndex: 0, id: "filter" },
        { list: [
          { sectionHeader: "Today" },
          { cell: [
              { image: "circle.fill", label: "Unread", id: "m1dot" },
              { vstack: [{ text: "Ana Lima", style: "headline" }, { text: "Design review moved to 3 pm", style: "subheadline" }] },
              { text: "9:41", style: "footnote" },
            ],
            id: "m1", grouping: "combine", onActivate: { push: "message" },
            actions: [{ name: "Archive", onActivate: [{ hide: "m1" }, { announce: "Message archived" }] },
                      { name: "Flag", onActivate: { announce: "Flagged" } }] },
          { cell: [
              { vstack: [{ text: "Build bot", style: "headline" }, { text: "Nightly build failed", style: "subheadline" }] },
              { image: "flag.fill", label: "Flagged" },
              { text: "8:02", style: "footnote" },
            ],
            id: "m2", grouping: "combine", onActivate: { push: "buildMessage" },
            actions: ["Archive", "Unflag"] },
          { sectionHeader: "Yesterday" },
          { cell: [
              { vstack: [{ text: "Sam Ortiz", style: "headline" }, { text: "Q3 report.pdf", style: "subheadline" }] },
              { image: "paperclip", label: "Attachment" },
              { text: "Mon", style: "footnote" },
            ],
            id: "m3", grouping: "combine", onActivate: { push: "reportMessage" },
            actions: ["Archive", "Flag"],
            customContent: [{ label: "Attachment size", value: "2.4 MB" }] },
          { cell: [
              { vstack: [{ text: "Priya Natarajan", style: "headline" }, { text: "Contract signed", style: "subheadline" }] },
              { image: "flag.fill", label: "Flagged" },
              { text: "Mon", style: "footnote" },
            ],
            id: "m4", grouping: "combine", onActivate: { push: "contractMessage" },
            actions: ["Archive", "Unflag"] },
        ] },
        { spacer: true },
        { tabBar: [
          { tab: "Inbox", selected: true, id: "tabInbox" },
          // The tab bar switches to Settings (pushed without a slide; its own tab bar comes
          // back here), as a tab does: no back button.
          { tab: "Settings", id: "tabSettings", onActivate: { push: "settings" } },
        ] },
      ] },
    },
    {
      id: "message",
      title: "Message",
      root: { vstack: [
        { navigationBar: "Message", back: "Inbox" },
        { header: "Design review moved to 3 pm", id: "subject" },
        { text: "From Ana Lima, today at 9:41", style: "footnote" },
        { text: "Hi team, the design review is now at 3 pm in room 4. Bring the VoiceOver transcripts." },
        { hstack: [
          { button: "Reply", id: "reply", onActivate: { present: "compose" } },
          { button: "Delete", id: "delete", onActivate: { present: "confirmDelete" } },
        ] },
      ] },
    },
    {
      id: "buildMessage",
      title: "Message",
      root: { vstack: [
        { navigationBar: "Message", back: "Inbox" },
        { header: "Nightly build failed" },
        { text: "From Build bot, today at 8:02", style: "footnote" },
        { text: "3 tests failed on main. The log is attached to the run." },
        { hstack: [
          { button: "Reply", onActivate: { present: "compose" } },
          { button: "Delete", onActivate: { present: "confirmDeleteBuild" } },
        ] },
      ] },
    },
    {
      id: "reportMessage",
      title: "Message",
      root: { vstack: [
        { navigationBar: "Message", back: "Inbox" },
        { header: "Q3 report.pdf" },
        { text: "From Sam Ortiz, Monday", style: "footnote" },
        { text: "Here is the Q3 report for Thursday's meeting." },
        { button: "Q3 report.pdf, 2.4 MB", symbol: "paperclip", label: "Attachment: Q3 report.pdf, 2.4 MB",
          onActivate: { announce: "Opening Q3 report.pdf" } },
        { hstack: [
          { button: "Reply", onActivate: { present: "compose" } },
          { button: "Delete", onActivate: { present: "confirmDeleteReport" } },
        ] },
      ] },
    },
    {
      id: "contractMessage",
      title: "Message",
      root: { vstack: [
        { navigationBar: "Message", back: "Inbox" },
        { header: "Contract signed" },
        { text: "From Priya Natarajan, Monday", style: "footnote" },
        { text: "Both parties signed today. I filed the copy with legal." },
        { hstack: [
          { button: "Reply", onActivate: { present: "compose" } },
          { button: "Delete", onActivate: { present: "confirmDeleteContract" } },
        ] },
      ] },
    },
    {
      id: "compose",
      title: "New Message",
      root: { sheet: [
        { navigationBar: "New Message",
          leading: [{ button: "Cancel", id: "cancel", onActivate: "dismiss" }],
          trailing: [{ button: "Send", id: "send", onActivate: ["dismiss", { announce: "Message sent" }] }] },
        { textField: "To", id: "to", placeholder: "Recipients" },
        { textField: "Subject", id: "subjectField" },
        { textArea: "Message body", id: "body" },
      ], onEscape: "dismiss" },
    },
    {
      id: "confirmDelete",
      root: { alert: [
          { hstack: [
            { button: "Cancel", onActivate: "dismiss" },
            { button: "Delete", onActivate: ["dismiss", "pop", { hide: "m1" }, { announce: "Message deleted" }] },
          ] },
        ],
        title: "Delete this message?", message: "You can't undo this action." },
    },
    {
      id: "confirmDeleteBuild",
      root: { alert: [
          { hstack: [
            { button: "Cancel", onActivate: "dismiss" },
            { button: "Delete", onActivate: ["dismiss", "pop", { hide: "m2" }, { announce: "Message deleted" }] },
          ] },
        ],
        title: "Delete this message?", message: "You can't undo this action." },
    },
    {
      id: "confirmDeleteReport",
      root: { alert: [
          { hstack: [
            { button: "Cancel", onActivate: "dismiss" },
            { button: "Delete", onActivate: ["dismiss", "pop", { hide: "m3" }, { announce: "Message deleted" }] },
          ] },
        ],
        title: "Delete this message?", message: "You can't undo this action." },
    },
    {
      id: "confirmDeleteContract",
      root: { alert: [
          { hstack: [
            { button: "Cancel", onActivate: "dismiss" },
            { button: "Delete", onActivate: ["dismiss", "pop", { hide: "m4" }, { announce: "Message deleted" }] },
          ] },
        ],
        title: "Delete this message?", message: "You can't undo this action." },
    },
    {
      id: "settings",
      title: "Settings",
      transition: "none",
      root: { vstack: [
        { navigationBar: "Settings" },
        { list: [
          { sectionHeader: "Notifications" },
          { toggle: "New mail alerts", on: true, id: "alerts" },
          { toggle: "Sounds", on: false, id: "sounds" },
          { sectionHeader: "Reading" },
          { slider: "Preview lines", min: 0, max: 5, step: 1, value: 2, format: "{value} lines", id: "lines" },
          { stepper: "Text size", values: ["Small", "Medium", "Large"], value: "Medium", id: "textSize" },
          { link: "Privacy policy", id: "privacy", onActivate: { announce: "Opening the privacy policy in Safari" } },
        ] },
        { spacer: true },
        { tabBar: [
          { tab: "Inbox", id: "settingsTabInbox", onActivate: "pop" },
          { tab: "Settings", selected: true },
        ] },
      ] },
    },
  ],
}
"""#
}
