/// What VoiceOver says for each trait, for the `traitName` description. The trait names
/// themselves are `Traits.named`; every one needs words here (`SceneSchema.undescribed`).
extension SceneSchema {
  static let traitWords: [String: String] = [
    "button": "speaks \"Button.\" (not with keyboardKey, switchButton, tabBarItem or backButton, nor in a tab bar)",
    "link": "speaks \"Link.\"",
    "image": "speaks \"Image.\"",
    "selected": "speaks \"Selected: \" before the label (\"Selected.\" when there is no label)",
    "playsSound": "not spoken",
    "keyboardKey": "not spoken (and hides \"Button.\")",
    "staticText": "not spoken",
    "summaryElement": "not spoken",
    "notEnabled": "speaks \"Dimmed.\"; activating does nothing; suppresses the default hints",
    "updatesFrequently": "not spoken",
    "searchField": "speaks \"Search Field.\"",
    "startsMediaSession": "not spoken",
    "adjustable": "speaks \"Adjustable.\" and the hint \"Swipe up or down with one finger to adjust the value.\"",
    "allowsDirectInteraction": "not spoken",
    "causesPageTurn": "not spoken",
    "tabBar": "not spoken; makes the element a tab-bar container (its stops say \"Tab. N of M.\")",
    "header": "speaks \"Heading.\"; found by the Headings rotor",
    "textEntry": "speaks \"Text Field.\" (\"Secure Text Field.\" with secureTextField) and the hint \"Double tap to edit.\"",
    "isEditing": "speaks \"Is editing.\" after the text-field word (with textEntry)",
    "secureTextField": "turns \"Text Field.\" into \"Secure Text Field.\" (with textEntry)",
    "backButton": "speaks \"Back Button.\" (instead of \"Button.\"); a label equal to \"Back\" is dropped",
    "tabBarItem": "speaks \"Tab.\" (instead of \"Button.\")",
    "textArea": "changes the text-entry hint to \"Double tap to edit., Use the rotor to access Misspelled Words\"",
    "switchButton":
      "speaks \"Switch Button.\" (with button) then \"On.\"/\"Off.\"/\"Mixed.\" from the value \"1\"/\"0\"/\"2\", and the hint \"Double tap to toggle setting.\"; the value itself is not spoken",
  ]

  /// The scene-file name of a trait (`Traits.adjustable` → "adjustable").
  static func name(of trait: Traits) -> String {
    Traits.named.first { $0.trait == trait }?.name ?? ""
  }
}
