/**
 * How many rows a paginated list of the administration shows at once. Apart from `list-pagination.tsx`,
 * so a page that only asks for that many rows does not load Mantine's Pagination (ADR 76).
 */
export const PAGE_SIZE = 25
