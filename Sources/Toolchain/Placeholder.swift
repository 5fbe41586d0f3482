// Placeholder: the Toolchain module is being written.
