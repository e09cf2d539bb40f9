// main.cpp — the cabezacat bridge for course Catch the Cat submissions.
//
// Written for the cabezacat project (see RULES-catcat.md, "External
// agents"). Compiled together with a course submission (IAgent.h, Cat.h,
// Catcher.h and their .cpp files, no main) it makes one executable that
// follows the course simulator's contract, one process per move:
//
//   stdin:  one state   "<turn> <N> <cat-x> <cat-y>" then N board lines
//           (C the cat, # blocked, . free; any other character between
//           cells is skipped, so spacing and line breaks may vary). The
//           turn is CAT or CATCHER, the words the course's simulator and
//           its tests use; the older letters C and T are read too, in any
//           letter case.
//   stdout: the next state in the same format with the turn flipped:
//           on CAT a fresh Cat moves the cat and the answer says CATCHER,
//           on CATCHER a fresh Catcher blocks the cell it answers and the
//           answer says CAT.
//
// The bridge does not judge the agent's move: the arena does. It prints
// whatever the agent answered, even an illegal move (a blocked cell, a
// cell that is not a neighbour, staying put, an already blocked cell).
// Two answers cannot be written as a state at all, and for those the
// bridge prints nothing on stdout, explains on stderr and exits with
// status 3:
//   - an answer off the board (either role);
//   - the catcher blocking the cat's own cell.
//
// Exit status: 0 next state printed; 2 bad input state (one line on
// stderr saying what is wrong); 3 an answer that cannot be printed (see
// above); 4 the agent threw an exception.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "Cat.h"
#include "Catcher.h"
#include "IAgent.h"

namespace {

// The sizes RULES-catcat.md allows: N = 4k+1, 5..45.
const int kMinSide = 5;
const int kMaxSide = 45;

[[noreturn]] void fail(int status, const std::string& msg) {
    std::cerr << "bridge: " << msg << std::endl;
    std::exit(status);
}

struct State {
    char turn = 0; // 'C' the cat to move, 'T' the catcher
    int side = 0;
    int catX = 0, catY = 0;
    std::vector<char> cells; // row-major, top row first: 'C', '#' or '.'
};

int indexOf(int x, int y, int side) {
    return (y + side / 2) * side + (x + side / 2);
}

// parseInt reads a whole decimal number (an optional sign, then digits),
// the way the project's reader takes header fields; huge values are
// clamped, which keeps them off every board.
bool parseInt(const std::string& t, long long& v) {
    std::size_t i = 0;
    bool neg = false;
    if (i < t.size() && (t[i] == '-' || t[i] == '+')) {
        neg = t[i] == '-';
        ++i;
    }
    if (i == t.size()) return false;
    v = 0;
    for (; i < t.size(); ++i) {
        if (t[i] < '0' || t[i] > '9') return false;
        if (v < 1000000000LL) v = v * 10 + (t[i] - '0');
    }
    if (neg) v = -v;
    return true;
}

// turnOf reads a header turn: CAT or CATCHER, or the letters C or T,
// in any letter case; 0 if it is none of them.
char turnOf(const std::string& t) {
    std::string u;
    for (char c : t) u += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (u == "CAT" || u == "C") return 'C';
    if (u == "CATCHER" || u == "T") return 'T';
    return 0;
}

bool onBoard(int x, int y, int side) {
    int h = side / 2;
    return x >= -h && x <= h && y >= -h && y <= h;
}

// readState reads the header fields as the project's reader does
// (whitespace-separated, so line breaks may vary), then every C, # or .
// after them as a cell, skipping any other character.
State readState(const std::string& text) {
    State s;
    std::istringstream in(text);
    std::string turn;
    if (!(in >> turn)) fail(2, "empty input: want a header \"<turn> <N> <cat-x> <cat-y>\"");
    s.turn = turnOf(turn);
    if (s.turn == 0) fail(2, "header: turn is \"" + turn.substr(0, 20) + "\", want CAT or CATCHER");
    std::string sideText, xText, yText;
    if (!(in >> sideText >> xText >> yText)) fail(2, "header: want \"<turn> <N> <cat-x> <cat-y>\"");
    long long side = 0, cx = 0, cy = 0;
    if (!parseInt(sideText, side)) fail(2, "header: size \"" + sideText.substr(0, 20) + "\" is not a number");
    if (side < kMinSide || side > kMaxSide || side % 4 != 1) {
        fail(2, "header: size " + std::to_string(side) + " is not one of 5, 9, 13, ..., 45 (4k+1)");
    }
    if (!parseInt(xText, cx) || !parseInt(yText, cy)) {
        fail(2, "header: the cat position \"" + xText.substr(0, 20) + " " + yText.substr(0, 20) + "\" is not two numbers");
    }
    s.side = static_cast<int>(side);
    const int h = s.side / 2;
    if (cx < -h || cx > h || cy < -h || cy > h) {
        fail(2, "header: cat position " + std::to_string(cx) + "," + std::to_string(cy) + " is off the board");
    }
    s.catX = static_cast<int>(cx);
    s.catY = static_cast<int>(cy);

    const std::size_t want = static_cast<std::size_t>(s.side) * static_cast<std::size_t>(s.side);
    s.cells.reserve(want);
    int cats = 0;
    for (std::istreambuf_iterator<char> it(in), end; it != end; ++it) {
        const char c = *it;
        if (c != 'C' && c != '#' && c != '.') continue;
        if (s.cells.size() == want) {
            fail(2, "board: more than " + std::to_string(want) + " cells");
        }
        if (c == 'C') {
            ++cats;
            if (cats > 1) fail(2, "board: more than one C");
        }
        s.cells.push_back(c);
    }
    if (s.cells.size() != want) {
        fail(2, "board: " + std::to_string(s.cells.size()) + " cells, want " + std::to_string(want));
    }
    if (cats == 0) fail(2, "board: no C");
    if (s.cells[indexOf(s.catX, s.catY, s.side)] != 'C') {
        fail(2, "board: the C is not at the header's cat position " + std::to_string(s.catX) + "," + std::to_string(s.catY));
    }
    return s;
}

void writeState(const State& s) {
    std::string out;
    out.reserve(static_cast<std::size_t>(s.side) * (2 * s.side + 2) + 32);
    out += s.turn == 'T' ? "CATCHER" : "CAT";
    out += ' ' + std::to_string(s.side) + ' ' + std::to_string(s.catX) + ' ' + std::to_string(s.catY) + '\n';
    for (int r = 0; r < s.side; ++r) {
        if (r % 2 == 1) out += ' '; // odd rows are shifted half a cell right (N/2 is even, so row parity = y parity)
        for (int c = 0; c < s.side; ++c) {
            if (c > 0) out += ' ';
            out += s.cells[static_cast<std::size_t>(r) * s.side + c];
        }
        out += '\n';
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fflush(stdout);
}

std::string cellText(std::pair<int, int> p) {
    return std::to_string(p.first) + "," + std::to_string(p.second);
}

} // namespace

int main() {
    std::ios::sync_with_stdio(false);
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    State s = readState(text);

    std::vector<bool> world(s.cells.size());
    for (std::size_t i = 0; i < s.cells.size(); ++i) world[i] = s.cells[i] == '#';
    const std::pair<int, int> catPos{s.catX, s.catY};

    std::pair<int, int> answer;
    try {
        // A fresh agent per move: the course's agents are stateless.
        if (s.turn == 'C') {
            Cat cat;
            answer = cat.move(world, catPos, s.side);
        } else {
            Catcher catcher;
            answer = catcher.move(world, catPos, s.side);
        }
    } catch (const std::exception& e) {
        fail(4, std::string(s.turn == 'C' ? "Cat" : "Catcher") + " threw: " + e.what());
    } catch (...) {
        fail(4, std::string(s.turn == 'C' ? "Cat" : "Catcher") + " threw an exception");
    }

    const char* who = s.turn == 'C' ? "Cat" : "Catcher";
    if (!onBoard(answer.first, answer.second, s.side)) {
        fail(3, std::string(who) + " answered " + cellText(answer) + ", off the board");
    }
    const int to = indexOf(answer.first, answer.second, s.side);
    if (s.turn == 'C') {
        // The cat leaves its cell and stands on the answer, whatever was there.
        s.cells[indexOf(s.catX, s.catY, s.side)] = '.';
        s.cells[to] = 'C';
        s.catX = answer.first;
        s.catY = answer.second;
        s.turn = 'T';
    } else {
        if (answer == catPos) {
            fail(3, std::string(who) + " answered " + cellText(answer) + ", the cat's own cell");
        }
        s.cells[to] = '#';
        s.turn = 'C';
    }
    writeState(s);
    return 0;
}
