// UIKit's application and responder chain, which SwiftUI files reach for to dismiss the keyboard
// (`UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`). A snapshot
// has no running app, keyboard or responder chain, so each is a compile error that says so and
// how a team keeps the call for iOS. (`#selector` itself needs the Objective-C runtime, which Swift
// on Linux does not have, so no declaration could make such a line compile.)

@available(*, unavailable, message: "Pixelproof has no UIApplication: a snapshot has no running app or keyboard; wrap the call in #if canImport(UIKit) … #endif")
public final class UIApplication {
    public static var shared: UIApplication { fatalError() }
}

@available(*, unavailable, message: "Pixelproof has no UIResponder: a snapshot has no responder chain or keyboard; wrap the call in #if canImport(UIKit) … #endif")
public class UIResponder {}
