// Package menu is the main menu and its second page: the setup form of
// each game (with a clock for hot-seat games), the page that opens a
// saved game, and on a server the forms that open or join a table. A
// form asks the root for its game with a message (common.StartCabezaMsg,
// StartCatcatMsg, OpenLocalTableMsg, SitAtTableMsg); what the root cannot
// build comes back as common.StartFailedMsg and is said on the form.
// "Learn" asks the root for the lessons (common.StartLearnMsg).
//
// It may import common, gamesetup, record, table and
// components/textfield; no other screen.
package menu
