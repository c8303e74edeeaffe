"""Widgets grouped by what they show: the banner, content entries, the hero's numbers."""
