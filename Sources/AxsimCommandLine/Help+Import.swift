extension Help {
  public static let importDump = """
    axsim import: turn a real app's accessibility hierarchy dump into a scene.

    USAGE
      axsim import DUMP [--format auto|xcuitest|appium|idb] [--out SCENE.json5]

    DUMP is one of:
      XCUITest text    print(app.debugDescription) in a UI test, 'po app' in lldb, or
                       WebDriverAgent's /source?format=description
      Appium XML       the page source of Appium's XCUITest driver (driver.page_source)
      idb JSON         idb ui describe-all [--nested]
    The format is told from the content (--format names it instead); Android and web dumps
    are refused. - reads standard input.

    The scene goes to standard output, or to --out FILE. A report goes to standard error:
    where the screen's size came from, what was mapped, what was left out and why
    (invisible, off the screen, zero size, inside an element VoiceOver reads as one, a type
    with no equivalent), what the dump cannot carry (hints, most traits, custom actions,
    grouping), and every line that could not be read, with its line and column (the import
    goes on without it).

    Ids come from identifiers, else type and label, so importing a newer dump of the same
    screen keeps them; 'axsim diff OLD NEW' compares two dumps. Every command that takes a
    SCENE also takes a dump, importing it in memory.

    Examples:
      axsim import checkout.txt --out checkout.json5
      axsim speak checkout.txt
      axsim diff build-41.xml build-42.xml

    See Docs/Import.md for how to capture each format and what to add by hand.

    """
}
