import socket, threading, sys
from game.uecda.server import ContestServer
from game.uecda.client import play_match, Stats
from game.uecda.conn import Conn
from game.bots import make_bot
lst = socket.socket(); lst.bind(("127.0.0.1", 0)); lst.listen(5)
port = lst.getsockname()[1]
lines = []
srv = ContestServer(lst, int(sys.argv[1]), 1, timeout=20, out=lines.append)
server_legal = {}
orig_read = srv._read
def rd(p, what):
    h = srv._hand
    server_legal.setdefault(p, []).append((what, set(map(str, h.legal_moves())), tuple(sorted(h.passed)), h.lock, str(h.table)))
    return orig_read(p, what)
srv._read = rd
orig_game = srv._game
def g(match, started):
    srv._hand = match.hand
    return orig_game(match, started)
srv._game = g
def run_server():
    srv.join(); srv.play()
t = threading.Thread(target=run_server); t.start()
client_legal = {}
class Rec:
    def __init__(self, b): self.b = b
    def choose(self, v):
        client_legal.setdefault(v.seat, []).append((set(map(str, v.legal)), v.passed, v.locked_suits, str(v.table)))
        return self.b.choose(v)
def client(i, spec):
    s = socket.create_connection(("127.0.0.1", port)); c = Conn(s, 20)
    play_match(c, f"bot{i}", Rec(make_bot(spec, seed=i)), Stats(), log=print)
threads = [threading.Thread(target=client, args=(i, sys.argv[2])) for i in range(5)]
for th in threads: th.start()
for th in threads: th.join()
t.join()
bad = 0
for p in server_legal:
    s, c = server_legal[p], client_legal.get(p, [])
    assert len(s) == len(c), (p, len(s), len(c))
    for k, (a, b) in enumerate(zip(s, c)):
        if a[1] != b[0]:
            bad += 1
            if bad < 5: print("MISMATCH", p, k, a[0], "server", a[2:], "client", b[1:], "\n  s-c", a[1]-b[0], "\n  c-s", b[0]-a[1])
print("decisions", sum(len(v) for v in server_legal.values()), "mismatches", bad)
print("\n".join(l for l in lines if "rejected:" in l or "dropped" in l or "passes in" in l)[:2000])
print("\n".join(lines[-8:]))
