/**
 * A page that reads one endpoint per symbol for many symbols (the 25-row board) refreshes each row this
 * often: 25 rows cost 1.7 requests a minute. The flow stream keeps their prices live in between.
 * A page setting (the board's, and the desk's cost estimate of a board kept open), not the contract's.
 */
export const BOARD_ROW_REFRESH_SECONDS = 900;
