-- A sale rewrites only the product's row, not its indexes. An update that changes no indexed column
-- can be a heap-only (HOT) update: the new row version goes on the same page and no index is
-- touched. Stock was indexed (products_stock, for the admin table's "stock, lowest first"), so
-- every unit sold wrote a new entry into every index of products, the search's and the assistant's
-- trigram and word indexes among them: 1.9 of the 2.7 ms place_order() spent in the database
-- (PL/pgSQL profiler, one shopper, 300 orders). Without it, and with room left on each page for
-- the next version of a row, a sale is a HOT update (0.75 ms; bench:checkout). The admin table still
-- sorts by stock: a scan of the products, a few milliseconds at 10,000 (bench:admin). Going in or
-- out of stock changes in_stock, which an index holds: that update alone touches the indexes.
drop index public.products_stock;

-- Rows written from now on (the seed, new products) leave a fifth of each page free for the
-- versions sales write; a shop's existing pages gain the room as their dead versions are cleared.
alter table public.products set (fillfactor = 80);
