#error "a project complex.h found through -iquote: the copy's quoted include searched where the header's own did not"
