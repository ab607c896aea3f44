/// The cross-import overlay swift-testing asks for when a file imports both Testing and CoreGraphics
/// (the toolchain's Testing.swiftcrossimport names `_Testing_CoreGraphics`, which exists only on
/// Apple's systems, where it adds image attachments). With this package's CoreGraphics module on
/// Linux, a test file that imports Testing and ResponderKit (which re-exports CoreGraphics) would
/// otherwise fail with "no such module '_Testing_CoreGraphics'". It adds nothing.
@_exported import CoreGraphics
