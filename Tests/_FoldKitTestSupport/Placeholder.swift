import FoldKit
