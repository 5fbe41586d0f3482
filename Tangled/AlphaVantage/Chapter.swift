// The code of this chapter is tangled from its Markdown at build time
// (Plugins/TangleChapter). This file only makes the target a Swift target.
