// Placeholder: the Grading module is being written.
