"""The Textual front end: the app shell, its screens, widgets and one global stylesheet."""
