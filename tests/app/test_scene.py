"""Scene stack operations, lifecycle calls, overlays and transitions."""
import pygame

from game.app.scene import Scene
from game.app.stack import SceneStack


class Probe(Scene):
    def __init__(self, name, log, transparent=False):
        super().__init__(app=None)
        self.name, self.log, self.transparent = name, log, transparent
        self.updates = 0

    def enter(self): self.log.append(f"{self.name}.enter")
    def exit(self): self.log.append(f"{self.name}.exit")
    def pause(self): self.log.append(f"{self.name}.pause")
    def resume(self): self.log.append(f"{self.name}.resume")
    def handle(self, action): self.log.append(f"{self.name}.handle")
    def update(self): self.updates += 1
    def draw(self, surface): self.log.append(f"{self.name}.draw")


def test_push_pop_replace_call_the_lifecycle():
    log, stack = [], SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a


def test_only_the_top_scene_gets_input_and_ticks():
    log, stack = [], SceneStack()
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    stack.push(b)
    stack.handle(object())
    stack.update()
    assert "b.handle" in log and "a.handle" not in log
    assert (a.updates, b.updates) == (0, 1)


def test_overlays_draw_over_the_scene_beneath():
    log, stack = [], SceneStack()
    stack.push(Probe("a", log))
    stack.push(Probe("b", log))
    stack.push(Probe("o", log, transparent=True))
    log.clear()
    stack.draw(pygame.Surface((480, 270)))
    assert log == ["b.draw", "o.draw"]  # a is hidden by the opaque b


def test_transition_swaps_at_its_midpoint_and_blocks_input():
    log, stack = [], SceneStack()
    stack.push(Probe("a", log))
    b = Probe("b", log)
    stack.go(lambda: stack.replace(b), duration=10)
    stack.handle(object())
    assert "a.handle" not in log
    for _ in range(4):
        stack.update()
    assert stack.top is not b
    stack.update()
    assert stack.top is b and stack.busy
    for _ in range(5):
        stack.update()
    assert not stack.busy


def test_transition_draw_covers_the_screen_at_midpoint():
    stack = SceneStack()
    stack.push(Probe("a", []))
    stack.go(lambda: None, kind="fade", duration=10)
    for _ in range(5):
        stack.update()
    surface = pygame.Surface((480, 270))
    surface.fill((255, 255, 255))
    stack.draw(surface)
    assert surface.get_at((240, 135))[:3] == (0, 0, 0)


def test_reset_empties_the_stack():
    log, stack = [], SceneStack()
    stack.push(Probe("a", log))
    stack.push(Probe("b", log))
    stack.reset(Probe("c", log))
    assert len(stack) == 1 and stack.top.name == "c"
