package menu

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/NimbleMarkets/ntcharts/sparkline"
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/internal/plural"
	"cabezacat/internal/quote"
	"cabezacat/tui/common"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// ratingText is a rating as lichess shows it: rounded, "?" while
// provisional.
func ratingText(s common.Standing) string {
	t := fmt.Sprintf("%.0f", math.Round(s.Rating))
	if s.Provisional {
		t += "?"
	}
	return t
}

func (p accountPage) view(h help.Model) string {
	var b strings.Builder
	b.WriteString("\n" + p.st.Title.Render("Your account") + p.st.Faint.Render("  "+quoteHandle(p.profile.Handle)) + "\n\n")
	for i, n := range sectionNames {
		if i == p.section {
			b.WriteString(p.st.Selected.Render("["+n+"]") + " ")
		} else {
			b.WriteString(p.st.Item.Render(" "+n+" ") + " ")
		}
	}
	b.WriteString("\n\n")
	switch p.section {
	case secProfile:
		b.WriteString(p.profileView())
	case secGames:
		b.WriteString(p.gamesView())
	case secBoard:
		b.WriteString(p.boardView())
	case secKey:
		for _, l := range common.WrapStyled("Paste a public key (a line of ~/.ssh/id_*.pub) to log in with it too:", max(p.width-2, 20)) {
			b.WriteString(p.st.Item.Render(l) + "\n")
		}
		b.WriteString(p.key.View() + "\n")
	}
	if p.status != "" {
		b.WriteString("\n")
		for _, l := range common.WrapStyled(p.status, max(p.width-2, 20)) {
			b.WriteString(p.st.Problem.Render(l) + "\n")
		}
	}
	b.WriteString("\n" + common.HelpLine(h, p.sectionKeys(), h.Width))
	return p.st.Frame.Render(b.String())
}

// quoteHandle shows a handle quoted, as a stranger's text is.
func quoteHandle(h string) string { return strconv.Quote(quote.Text(h, 32)) }

func (p accountPage) profileView() string {
	if p.profileErr != nil {
		return p.st.Problem.Render(p.profileErr.Error()) + "\n"
	}
	var b strings.Builder
	pr := p.profile
	fmt.Fprintf(&b, "%s · %s · %s\n\n", quoteHandle(pr.Handle), plural.Count(pr.Games, "finished game"), plural.Count(pr.Keys, "key"))
	if len(pr.Standings) == 0 {
		for _, l := range common.WrapStyled("no rated games yet: open a rated table to get a rating (1500? to start)", max(p.width-2, 20)) {
			b.WriteString(p.st.Faint.Render(l) + "\n")
		}
		return b.String()
	}
	fmt.Fprintf(&b, "%-22s %7s %5s %6s %5s %6s\n", "pool", "rating", "±", "games", "won", "lost")
	for _, s := range pr.Standings {
		fmt.Fprintf(&b, "%-22s %7s %5.0f %6d %5d %6d\n", s.Pool, ratingText(s), s.Deviation, s.Games, s.Wins, s.Losses)
	}
	// The chart of the pool played most.
	best := pr.Standings[0]
	for _, s := range pr.Standings {
		if s.Games > best.Games {
			best = s
		}
	}
	b.WriteString("\n")
	for _, l := range common.WrapStyled("rating from the start (1500) after each "+best.Pool+" game:", max(p.width-2, 20)) {
		b.WriteString(p.st.Faint.Render(l) + "\n") // cut before its end at 62 columns, unwrapped
	}
	chart := ratingChart(best.History, max(p.width-8, 20), 6)
	if p.ascii {
		chart = asciiChart.Replace(chart)
	}
	b.WriteString(chart)
	return b.String()
}

// asciiChart draws the rating chart's axis and blocks in ASCII for
// --ascii: a column's top eighths as '_' (the lowest three), '=' (the
// next three) and '#' (the last two and a full row).
var asciiChart = strings.NewReplacer("│", "|", "▁", "_", "▂", "_", "▃", "_", "▄", "=", "▅", "=", "▆", "=", "▇", "#", "█", "#")

// ratingChart draws ratings as columns of blocks (ntcharts' sparkline),
// height rows high, one column per game (the newest width−8 games), with
// the lowest and highest ratings at the left. The scale takes in 1500,
// the start, and the lowest rating still shows an eighth of a row.
func ratingChart(hist []common.RatingPoint, width, height int) string {
	if len(hist) == 0 {
		return ""
	}
	// The first column is the start, 1500, so that one game shows its
	// change.
	hist = append([]common.RatingPoint{{Rating: 1500}}, hist...)
	if len(hist) > width-8 {
		hist = hist[len(hist)-(width-8):]
	}
	lo, hi := 1500.0, 1500.0
	for _, h := range hist {
		lo, hi = math.Min(lo, h.Rating), math.Max(hi, h.Rating)
	}
	if hi-lo < 1 {
		hi = lo + 1
	}
	floor := (hi - lo) / float64(height*8-1) // the lowest's eighth
	sl := sparkline.New(len(hist), height, sparkline.WithNoAutoMaxValue(), sparkline.WithMaxValue(hi-lo+floor))
	for _, h := range hist {
		sl.Push(h.Rating - lo + floor)
	}
	sl.Draw()
	var b strings.Builder
	for row, line := range strings.Split(sl.View(), "\n") {
		label := "      "
		switch row {
		case 0:
			label = fmt.Sprintf("%5.0f ", hi)
		case height - 1:
			label = fmt.Sprintf("%5.0f ", lo)
		}
		b.WriteString(label + "│" + line + "\n")
	}
	return b.String()
}

func (p accountPage) gamesView() string {
	var b strings.Builder
	f := p.filter
	show := func(v string) string {
		if v == "" {
			return "any"
		}
		return v
	}
	b.WriteString(p.st.Faint.Render(fmt.Sprintf("game %s · result %s · ", show(f.Kind), show(f.Result))))
	if p.typing {
		b.WriteString(p.opponent.View())
	} else {
		b.WriteString(p.st.Faint.Render("opponent " + show(f.Opponent)))
	}
	b.WriteString("\n\n")
	if p.gamesErr != nil {
		return b.String() + p.st.Problem.Render(p.gamesErr.Error()) + "\n"
	}
	if len(p.games) == 0 {
		return b.String() + p.st.Faint.Render("no games") + "\n"
	}
	rows := max(p.height-14, 3)
	start := max(0, min(p.cursor-rows/2, len(p.games)-rows))
	for i := start; i < len(p.games) && i < start+rows; i++ {
		g := p.games[i]
		res := g.Result
		if res == "" {
			res = g.State
		}
		rated := "casual"
		switch {
		case g.Match != 0:
			rated = fmt.Sprintf("match %d/2", g.Match)
		case g.Rated:
			rated = "rated"
		}
		if g.Rated && g.Change != nil {
			rated += fmt.Sprintf(" %+.0f", math.Round(*g.Change)+0) // + 0: a change under half a point reads +0, not -0
		}
		line := fmt.Sprintf("%s  %-6s as %-7s vs %-14s %-10s %s", g.When.Format("2006-01-02"), g.Kind, g.Side, quoteHandle(g.Opponent), res, rated)
		if room := p.width - 4; lipgloss.Width(line) > room { // the frame's margin and "> "
			// Narrow: the month and day, fewer words; a line still too
			// long (a long handle) is cut between words.
			line = fmt.Sprintf("%s %-6s %-7s %-10s %-9s %s", g.When.Format("01-02"), g.Kind, g.Side, quoteHandle(g.Opponent), res, rated)
			line = common.ClipWords(line, room, p.st.Ellipsis)
		}
		if i == p.cursor {
			b.WriteString(p.st.Selected.Render("> "+line) + "\n")
		} else {
			b.WriteString(p.st.Item.Render("  "+line) + "\n")
		}
	}
	return b.String()
}

func (p accountPage) boardView() string {
	var b strings.Builder
	pools := p.acct.Pools()
	if len(pools) == 0 {
		return ""
	}
	b.WriteString(p.st.Selected.Render(pools[p.pool%len(pools)]) + "\n")
	for _, l := range common.WrapStyled("players with a rated game in the last 30 days; ? provisional; p the next pool", max(p.width-2, 20)) {
		b.WriteString(p.st.Faint.Render(l) + "\n")
	}
	b.WriteString("\n")
	if p.boardErr != nil {
		return b.String() + p.st.Problem.Render(p.boardErr.Error()) + "\n"
	}
	if len(p.board) == 0 {
		return b.String() + p.st.Faint.Render("nobody yet") + "\n"
	}
	// As many rows as the screen has room for (a board holds up to 50),
	// scrolled to keep the cursor in view; the lines above and below it
	// say what is out of sight.
	rows := max(p.height-16, 3)
	start := max(0, min(p.boardAt-rows/2, len(p.board)-rows))
	end := min(start+rows, len(p.board))
	if start > 0 {
		b.WriteString(p.st.Faint.Render(fmt.Sprintf("  %d more above", start)) + "\n")
	}
	for i := start; i < end; i++ {
		s := p.board[i]
		line := fmt.Sprintf("%3d. %-22s %6s  %s", i+1, quoteHandle(s.Handle), ratingText(s), plural.Count(s.Games, "game"))
		if i == p.boardAt {
			b.WriteString(p.st.Selected.Render("> "+line) + "\n")
		} else {
			b.WriteString(p.st.Item.Render("  "+line) + "\n")
		}
	}
	if end < len(p.board) {
		b.WriteString(p.st.Faint.Render(fmt.Sprintf("  %d more below", len(p.board)-end)) + "\n")
	}
	return b.String()
}
