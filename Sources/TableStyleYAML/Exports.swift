// The node model the parser produces lives in TableStyleYAMLNodes (no C), so code that only reads
// nodes builds without libyaml; importing the parser brings it in too.
@_exported import TableStyleYAMLNodes
