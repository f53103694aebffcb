"""The seat's own next lead, searched at large budgets (``game.bots.leads``)."""
from __future__ import annotations

import random

from game.bots import AdvancedBot, personality
from game.bots import leads as leads_module
from game.bots.advanced import PLAYOUT_EPS, PLAYOUT_POLICIES, place_values, playout, settle
from game.bots.leads import LEAD_BUDGET, WARM, Leads
from game.engine import Hand, Rules

from .helpers import views_with_choices

POLICY = PLAYOUT_POLICIES["general"]


def _lead(others: list[str], mine: str = "4S 4D 9H KC") -> Hand:
    return Hand.setup(Rules.preset("classic"), [mine] + others, leader=0)


def _names(leads: Leads, h: Hand) -> list[str]:
    key = (tuple(h.hands[0]), h.reversed)
    return [str(m) for m in leads.positions[key][0]]


def test_a_position_plays_the_policy_lead_until_warm_then_tries_each_lead_then_the_best():
    h = _lead(["TS TH 4C 5C 2D", "6C 7C 8D", "QD QC KD"])
    leads = Leads(0, place_values(h.rules, 4))
    policy_lead = POLICY(h, random.Random(0), 0.0)
    picks = [leads.pick(h, policy_lead) for _ in range(WARM)]
    assert {i for _, i in picks} == {0}  # the policy's own lead while the position is cold
    assert not leads.positions  # and its other leads not yet worked out
    key = picks[0][0]
    leads.row(key, 0)[:] = [WARM, 0.0]  # the policy's lead lost every time
    tried = []
    for _ in range(2):
        _, i = leads.pick(h, policy_lead)
        names, stats = _names(leads, h), leads.positions[key][1]
        tried.append(i)
        stats[i][0] += 1
        stats[i][1] += 1.0 if names[i] == "KC" else 0.25
    assert names[0] == str(policy_lead) == "4S 4D" and set(names) == {"4S 4D", "9H", "KC"}
    assert stats[0] == [WARM, 0.0]  # the cold figures carried over
    assert sorted(tried) == [1, 2]  # each other lead once
    assert names[leads.pick(h, policy_lead)[1]] == "KC"  # then the best so far


def test_a_lead_position_is_the_seat_own_knowledge_not_the_guess():
    leads = Leads(0, [1.0, 0.5, 0.25, 0.0])
    for others in (["TS TH 4C 5C 2D", "6C 7C 8D", "QD QC KD"], ["QD QC KD", "TS TH 4C 5C 2D", "6C 7C 8D"]):
        h = _lead(others)
        leads.pick(h, POLICY(h, random.Random(0), 0.0))
    assert list(leads.visits.values()) == [2]  # one position, visited twice


def test_no_choice_when_a_lead_goes_out():
    h = _lead(["TS TH 4C 5C 2D", "6C 7C 8D", "QD QC KD"], mine="4S 4D")
    leads = Leads(0, [1.0, 0.5, 0.25, 0.0])
    policy_lead = POLICY(h, random.Random(0), 0.0)
    for _ in range(WARM):
        leads.pick(h, policy_lead)
    assert leads.pick(h, policy_lead) is None


def test_a_playout_records_what_its_lead_was_worth():
    h = Hand.setup(Rules.preset("classic"), ["4S 4D 9H KC 6H", "TS TH 4C 5C 2D", "6C 7C 8D", "QD QC KD"], leader=1)
    values = place_values(h.rules, 4)
    leads = Leads(0, values)
    finish = []
    for seed in range(40):
        place, moves = leads.playout(h.copy(record=False), random.Random(seed), POLICY, PLAYOUT_EPS,
                                     lambda rest, rng: finish.append(1) or playout(rest, 0, rng))
        assert 0 <= place < 4 and moves > 0
    recorded = sum(n for n, _ in leads.cold.values()) + sum(n for _, stats in leads.positions.values() for n, _ in stats)
    assert len(finish) == 40 and 0 < recorded <= 40  # every playout finished; those that led recorded
    assert sum(leads.visits.values()) >= recorded


def test_every_own_lead_of_a_playout_is_searched():
    h = Hand.setup(Rules.preset("classic"), ["3S 4D 6H 8C TD QS AH", "3C 5D 7H 9S JC KD 2H",
                                             "3D 5C 7S 9H JD KS 2C", "4S 6D 8H TC QD AS 2S"], leader=0)
    leads = Leads(0, place_values(h.rules, 4))
    for seed in range(20):
        settle(h.copy(record=False), 0, random.Random(seed), {}, 10**6, leads)
    assert sum(leads.visits.values()) > 20  # more than one lead a playout
    assert len({len(hand) for hand, _ in leads.visits}) > 1  # at several points of the hand


def test_only_a_search_with_the_budget_for_it_searches_its_leads(monkeypatch):
    made: list[Leads] = []
    real = leads_module.Leads.__init__

    def counting(self, *args):
        real(self, *args)
        made.append(self)

    monkeypatch.setattr(leads_module.Leads, "__init__", counting)
    view = next(v for v in views_with_choices("classic", seed=1, count=8) if len(v.cards) > 6)
    AdvancedBot(personality("steady").with_changes(budget=LEAD_BUDGET - 1)).evaluate(view)
    assert not made
    ranked = AdvancedBot(personality("steady").with_changes(budget=LEAD_BUDGET)).evaluate(view)
    assert len(made) == 1 and made[0].visits and ranked[0][0] in view.legal
