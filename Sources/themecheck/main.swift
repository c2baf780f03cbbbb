print("themecheck")
