"""Every file the game reads or writes, in one place (layer 6: above the campaign, below the front
ends, which both use it):

- `jsonfile`: reading JSON (never from a device, a pipe or a huge file) and writing it atomically.
- `folder`: the saves folder (which one, what lies in it) and the one naming policy for new files.
- `documents`: the declared `format` of every document the game writes, and telling a file's kind.
- `heroes`: hero files, read, written and listed.
- `campaigns`: campaign saves with their backups, and the hall of the fallen.
- `keepers`: where the campaign session keeps a run it plays: a campaign in its save and the hall,
  a wander in the wanderer's hero file.
- `player_settings`: the keymap and theme (`settings.json`), checked before use.
- `modlist`: the mods the player turned off (`mods.json`).

This package imports nothing by itself, so reading the settings at start-up stays cheap.
"""
