// The ThemeCheckCore module.
