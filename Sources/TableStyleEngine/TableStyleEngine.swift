// The TableStyleEngine module.
