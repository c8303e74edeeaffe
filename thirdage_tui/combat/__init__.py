"""The melee engine (rules text 3.3-3.6, 5.1, 5.2; GUIDE G4.5-G4.8): pure Python, no Textual, no I/O.

Randomness comes only from an injected `random.Random` (or dice rolled at the table), so the same
seed always gives the same fight. Modules: `arms`, `combatant`, `profiles`, `creatures` (who fights),
`rules` and `dice` (the numbers), `attack` and `wounds` (one blow), `magic` (Hero Magic and spells),
`battle` (the round of 3.4), `tactics` (who does what), `events` (the audit trail), `simulate` (odds).
"""
