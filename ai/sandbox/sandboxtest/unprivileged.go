package sandboxtest

import (
	"strconv"
	"strings"
	"testing"
)

// CheckUnprivileged checks what a program reported of itself, as
// "key value" pairs (its id -u as "uid", and its /proc/self/status and
// /proc/self/limits lines CapEff, CapPrm, NoNewPrivs and "Max
// processes"): a uid of the count from base (whose: the range's owners,
// for the message), no capability, no_new_privs and the process limit
// nproc.
func CheckUnprivileged(t testing.TB, report map[string]string, base, count int, whose string, nproc int) {
	t.Helper()
	uid, err := strconv.Atoi(report["uid"])
	if err != nil || uid < base || uid >= base+count {
		t.Errorf("uid %q, want one of the %s' (%d and on)", report["uid"], whose, base)
	}
	for _, k := range []string{"CapEff", "CapPrm"} {
		if report[k] != "0000000000000000" {
			t.Errorf("%s %q: want no capability", k, report[k])
		}
	}
	if report["NoNewPrivs"] != "1" {
		t.Errorf("NoNewPrivs %q, want 1", report["NoNewPrivs"])
	}
	if f := strings.Fields(report["Max"]); len(f) < 2 || f[1] != strconv.Itoa(nproc) {
		t.Errorf("process limit %q, want %d", report["Max"], nproc)
	}
}
