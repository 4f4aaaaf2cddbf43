/// UIKit classes, SwiftUI views and everyday words for views, and the element kind (or
/// construct) a scene writes for each: the answer when an element starts with one of them
/// (`{ UILabel: "Hi" }`, `{ carousel: [...] }`). Part of the one table of framework names
/// (`FrameworkNames`), shown in Docs/SceneFormat.md.
public enum FrameworkKinds {
  /// One view name.
  public struct Entry: Sendable, Equatable {
    /// The name as written (`UILabel`, `ProgressView`, `carousel`).
    public let name: String
    /// The scene kind that is the same view, nil when a construct does its job or nothing does.
    public let kind: String?
    /// Where the name comes from: "UIKit's UILabel", "SwiftUI's Text", "a carousel".
    public let origin: String
    /// What to write, as an example element.
    public let example: String
    /// No kind: true when the example is a construct that does its job, false when a scene
    /// has no equivalent (the example then says what to write instead).
    public let construct: Bool

    init(_ name: String, _ kind: String?, _ origin: String, _ example: String, construct: Bool = true) {
      self.name = name
      self.kind = kind
      self.origin = origin
      self.example = example
      self.construct = construct
    }

    /// The fix for an element that starts with this name.
    public var fix: String {
      if kind != nil { return "in a scene, \(origin) is \(example)" }
      if construct { return "\(origin) has no kind of its own: write \(example)" }
      return "\(origin) has no equivalent in a scene: \(example)"
    }
  }

  static let spinner = "{ element: true, label: \"Loading\", motion: \"spinner\" }"
  static let menu = "{ button: \"Sort\", actions: [\"Newest\", \"Oldest\"] } (a menu's items as custom actions)"
  static let picker = "{ element: true, label: \"Date\", addTraits: [\"adjustable\"], values: [\"Today\", \"Tomorrow\"] }"

  /// Every view name, UIKit first, then SwiftUI, then everyday words.
  public static let entries: [Entry] = [
    Entry("UILabel", "text", "UIKit's UILabel", "{ text: \"Hello\" }"),
    Entry("UIButton", "button", "UIKit's UIButton", "{ button: \"Send\" }"),
    Entry("UIBarButtonItem", "button", "UIKit's UIBarButtonItem", "{ button: \"Edit\" } in a navigation bar's leading: or trailing:"),
    Entry("UIImageView", "image", "UIKit's UIImageView", "{ image: \"star\", label: \"Favourite\" }"),
    Entry("UISwitch", "toggle", "UIKit's UISwitch", "{ toggle: \"Wi-Fi\", on: true }"),
    Entry("UISlider", "slider", "UIKit's UISlider", "{ slider: \"Volume\", value: 0.5 }"),
    Entry("UIStepper", "stepper", "UIKit's UIStepper", "{ stepper: \"Copies\", value: 1 }"),
    Entry("UITextField", "textField", "UIKit's UITextField", "{ textField: \"Name\", placeholder: \"Your name\" }"),
    Entry("UITextView", "textArea", "UIKit's UITextView", "{ textArea: \"Message\" }"),
    Entry("UISearchBar", "searchField", "UIKit's UISearchBar", "{ searchField: \"Search\" }"),
    Entry("UISegmentedControl", "segmented", "UIKit's UISegmentedControl", "{ segmented: [\"All\", \"Unread\"] }"),
    Entry("UIPageControl", "pageControl", "UIKit's UIPageControl", "{ pageControl: \"Page\", pages: 3 }"),
    Entry("UITabBar", "tabBar", "UIKit's UITabBar", "{ tabBar: [\"Inbox\", \"Settings\"] }"),
    Entry("UITabBarItem", "tab", "UIKit's UITabBarItem", "{ tab: \"Inbox\" } inside a tabBar"),
    Entry("UINavigationBar", "navigationBar", "UIKit's UINavigationBar", "{ navigationBar: \"Inbox\", back: \"Mailboxes\" }"),
    Entry("UITableView", "list", "UIKit's UITableView", "{ list: [{ cell: [...] }] }"),
    Entry("UICollectionView", "list", "UIKit's UICollectionView", "{ list: [{ cell: [...] }] }"),
    Entry("UITableViewCell", "cell", "UIKit's UITableViewCell", "{ cell: [\"Ana Lima\", \"9:41\"], grouping: \"combine\" }"),
    Entry("UICollectionViewCell", "cell", "UIKit's UICollectionViewCell", "{ cell: [...], grouping: \"combine\" }"),
    Entry("UIStackView", "vstack", "UIKit's UIStackView", "{ vstack: [...] } (or { hstack: [...] } for a horizontal one)"),
    Entry("UIScrollView", "scroll", "UIKit's UIScrollView", "{ scroll: [...] }"),
    Entry("UIView", nil, "UIKit's UIView", "{ group: [...] } for a container, or { element: true, label: \"Map\" } for a custom view that is one element"),
    Entry("UIAlertController", "alert", "UIKit's UIAlertController", "{ alert: \"Delete?\", message: \"…\" } on a presented screen"),
    Entry("UIActivityIndicatorView", nil, "UIKit's UIActivityIndicatorView", spinner),
    Entry("UIProgressView", nil, "UIKit's UIProgressView", "{ element: true, label: \"Upload\", value: \"40%\", addTraits: [\"updatesFrequently\"] }"),
    Entry("UIDatePicker", nil, "UIKit's UIDatePicker", picker),
    Entry("UIPickerView", nil, "UIKit's UIPickerView", picker),
    Entry("UIMenu", nil, "UIKit's UIMenu", menu),
    Entry("Text", "text", "SwiftUI's Text", "{ text: \"Hello\" }"),
    Entry("Label", "text", "SwiftUI's Label", "{ text: \"Inbox\" }, or { button: \"Edit\", symbol: \"pencil\" } for an icon and title"),
    Entry("Image", "image", "SwiftUI's Image", "{ image: \"star\", label: \"Favourite\" }"),
    Entry("Toggle", "toggle", "SwiftUI's Toggle", "{ toggle: \"Wi-Fi\", on: true }"),
    Entry("TextEditor", "textArea", "SwiftUI's TextEditor", "{ textArea: \"Message\" }"),
    Entry("Picker", "segmented", "SwiftUI's Picker", "{ segmented: [\"All\", \"Unread\"] } for a segmented picker; a menu picker is \(menu)"),
    Entry("TabView", "tabBar", "SwiftUI's TabView", "{ tabBar: [\"Inbox\", \"Settings\"] }"),
    Entry("NavigationStack", nil, "SwiftUI's NavigationStack", "the scene's screens: [...] are the stack, push: moves along it, and { navigationBar: \"Inbox\" } is the bar"),
    Entry("NavigationView", nil, "SwiftUI's NavigationView", "the scene's screens: [...] are the stack, push: moves along it, and { navigationBar: \"Inbox\" } is the bar"),
    Entry("NavigationLink", nil, "SwiftUI's NavigationLink", "{ button: \"Details\", onActivate: { push: \"details\" } }"),
    Entry("Form", "list", "SwiftUI's Form", "{ list: [...] }"),
    Entry("Section", nil, "SwiftUI's Section", "{ group: [{ sectionHeader: \"Account\" }, ...] }"),
    Entry("LazyVStack", "vstack", "SwiftUI's LazyVStack", "{ vstack: [...] }"),
    Entry("LazyHStack", "hstack", "SwiftUI's LazyHStack", "{ hstack: [...] }"),
    Entry("LazyVGrid", nil, "SwiftUI's LazyVGrid", "rows of { hstack: [...] } in a { vstack: [...] }, or container: \"dataTable\" for a table"),
    Entry("Grid", nil, "SwiftUI's Grid", "rows of { hstack: [...] } in a { vstack: [...] }, or container: \"dataTable\" for a table"),
    Entry("Divider", nil, "SwiftUI's Divider", "it is no accessibility element, so nothing is written for it ({ spacer: true } keeps its room)", construct: false),
    Entry("ProgressView", nil, "SwiftUI's ProgressView", spinner),
    Entry("Menu", nil, "SwiftUI's Menu", menu),
    Entry("DatePicker", nil, "SwiftUI's DatePicker", picker),
    Entry("ShareLink", "button", "SwiftUI's ShareLink", "{ button: \"Share\", symbol: \"square.and.arrow.up\" }"),
    Entry("GroupBox", "group", "SwiftUI's GroupBox", "{ group: [...] }"),
    Entry("DisclosureGroup", nil, "SwiftUI's DisclosureGroup", "{ button: \"Details\", onActivate: { show: \"details\" } } and the content with hidden: true"),
    Entry("label", "text", "a label", "{ text: \"Hello\" } (label: is the property VoiceOver speaks)"),
    Entry("title", "header", "a title", "{ header: \"Inbox\" }, or { navigationBar: \"Inbox\" } for a screen's bar"),
    Entry("paragraph", "text", "a paragraph", "{ text: \"Hello\" }"),
    Entry("view", nil, "a view", "{ group: [...] } for a container, or { element: true, label: \"Map\" } for a custom view that is one element"),
    Entry("div", nil, "a div", "{ group: [...] } for a container, or { element: true, label: \"Map\" } for a custom view that is one element"),
    Entry("card", "group", "a card", "{ group: [...], grouping: \"combine\" } to read it as one"),
    Entry("icon", "image", "an icon", "{ image: \"star\", label: \"Favourite\" }"),
    Entry("img", "image", "an img", "{ image: \"star\", label: \"Favourite\" }"),
    Entry("avatar", "image", "an avatar", "{ image: \"person.circle\", label: \"Ana Lima\" }"),
    Entry("input", "textField", "an input", "{ textField: \"Name\" }"),
    Entry("checkbox", "toggle", "a checkbox", "{ toggle: \"Remember me\", on: false }"),
    Entry("radio", "segment", "a radio button", "{ segmented: [\"Small\", \"Large\"] }"),
    Entry("dropdown", nil, "a dropdown", menu),
    Entry("select", nil, "a select", menu),
    Entry("carousel", nil, "a carousel", "{ hstack: [...], motion: \"carousel\" } (or motion: { kind: \"carousel\", pages: [...] })"),
    Entry("spinner", nil, "a spinner", spinner),
    Entry("progress", nil, "a progress bar", "{ element: true, label: \"Upload\", value: \"40%\", addTraits: [\"updatesFrequently\"] }"),
    Entry("toast", nil, "a toast", "an announcement, run by the effect that shows it: onActivate: { announce: \"Saved\" }"),
    Entry("snackbar", nil, "a snackbar", "an announcement, run by the effect that shows it: onActivate: { announce: \"Saved\" }"),
    Entry("dialog", "alert", "a dialog", "{ alert: \"Delete?\", message: \"…\" } on a presented screen, or { sheet: \"Compose\" }"),
    Entry("popover", "sheet", "a popover", "{ sheet: \"Options\" } on a presented screen"),
    Entry("actionSheet", "sheet", "an action sheet", "{ sheet: \"Share\" } on a presented screen"),
    Entry("badge", nil, "a badge", "a tab's badge: \"3\", or a value: \"3 unread\" on the element it counts"),
    Entry("divider", nil, "a divider", "it is no accessibility element, so nothing is written for it ({ spacer: true } keeps its room)", construct: false),
    Entry("separator", nil, "a separator", "it is no accessibility element, so nothing is written for it ({ spacer: true } keeps its room)", construct: false),
    Entry("searchBar", "searchField", "a search bar", "{ searchField: \"Search\" }"),
    Entry("tabs", "tabBar", "tabs", "{ tabBar: [\"Inbox\", \"Settings\"] }"),
    Entry("row", "hstack", "a row", "{ hstack: [...] } (row: is a data table cell's row number)"),
  ]

  /// Entries by name, then by lowercased name.
  private static let exact: [String: Entry] = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  private static let folded: [String: Entry] = Dictionary(entries.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })

  /// The entry for a key written where a kind goes: exactly, else ignoring case.
  public static func entry(for key: String) -> Entry? {
    guard key.count <= 60 else { return nil }
    return exact[key] ?? folded[key.lowercased()]
  }
}
