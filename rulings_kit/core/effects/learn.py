"""Learn (701.48): "You may discard a card. If you do, draw a card. If you didn't discard a
card, you may reveal a Lesson card you own from outside the game and put it into your hand."
(701.48a). The cards a player owns outside the game are their sideboard (400.11,
``Player.sideboard``)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.game_object import GameObject
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.zones import Kind, Zone

#: how an answer names a Lesson outside the game: "sideboard:Pest Summoning"
SIDEBOARD = "sideboard:"
LESSON = "Lesson"


@dataclass(frozen=True)
class Learn(Worded):
    """The controller learns (701.48a), in one ``choose:SOURCE`` question whose answer is a
    card in their hand to discard (then they draw a card), a Lesson card they own outside the
    game written ``"sideboard:NAME"`` (revealed and put into their hand), or ``[]`` for
    neither: the two choices exclude each other."""

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        hand = [txn.state.obj(i) for i in txn.state.player(me).hand]
        outside = txn.state.player(me).sideboard
        lessons = [i for i, card in enumerate(outside) if LESSON in card.subtypes]
        options = [option_for(ctx, o) for o in hand] + [
            Option(f"{SIDEBOARD}{i}", f"{SIDEBOARD}{outside[i].name}") for i in lessons]
        picked = txn.ask_pick(Ask.CHOOSE, ctx.obj, me, f"{me} learns: a card to discard, then "
                              "draw a card, or a Lesson card from outside the game "
                              f"('{SIDEBOARD}NAME'), or neither", "701.48a", options, (0, 1),
                              says="{player} chooses {cards}")
        if not picked:
            txn.emit(ev.Noted("701.48a", f"{me} learns: discards no card and reveals no Lesson",
                              did_nothing=True))
            return
        (choice,) = picked
        if isinstance(choice, int):  # a card in their hand (701.9a), then a draw (121.1)
            txn.move(txn.state.obj(choice), Zone.GRAVEYARD, how="discarded", rule="701.9a")
            txn.emit(ev.Noted("701.48a", f"{me} learns: they discarded a card, so they draw one"))
            txn.draw(me, 1)
            return
        index = int(str(choice).removeprefix(SIDEBOARD))
        card = outside[index]
        txn.update_player(me, sideboard=outside[:index] + outside[index + 1:])
        txn.count_new_object()
        brought = GameObject(id=txn.new_id(), card=card, owner=me, controller=me,
                             zone=Zone.HAND, kind=Kind.CARD)
        txn.update(brought)
        txn.update_player(me, hand=(*txn.state.player(me).hand, brought.id))
        txn.emit(ev.Noted("701.48a", f"{me} learns: they reveal {card.name}, a Lesson card "
                                     "from outside the game, and put it into their hand"))
