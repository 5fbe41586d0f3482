// Placeholder: the Classroom module is being written.
