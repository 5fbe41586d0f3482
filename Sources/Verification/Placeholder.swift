// Placeholder: the Verification module is being written.
