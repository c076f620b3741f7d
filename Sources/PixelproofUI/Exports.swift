// A team's component file imports SwiftUI on Apple platforms and PixelproofUI here; SwiftUI brings
// Foundation's geometry (`CGFloat`, `CGSize`, `CGPoint`) and `Bundle` with it, so this does too.
@_exported import Foundation
