"""Keys typed together into a field are done in the order typed (Textual issue #6605: a bound key
such as Backspace took the long way round through the app, so a digit typed after it went in first).
The keys are posted to the app at once, as a terminal delivers a fast typist's, not pressed one by
one as Pilot does."""

from __future__ import annotations

from textual import events

from thirdage_tui.tui.screens.answer import AnswerScreen


async def test_a_backspace_and_a_digit_typed_together_stay_in_order(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        answers: list[str | None] = []
        await app.push_screen(AnswerScreen("How many Wolves?", "Each is rolled as an individual.", "1"),
                              answers.append)
        await pilot.pause()
        for key, character in (("end", None), ("backspace", None), ("2", "2"), ("left", None), ("1", "1"),
                               ("enter", None)):
            app.post_message(events.Key(key, character))
        await pilot.pause()
        await pilot.pause()
        assert answers == ["12"]
