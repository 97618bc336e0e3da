// Toolbar of the data tables: an always visible search box (the grid's quick filter).
import { QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

const SEARCH_DEBOUNCE_MS = 400;

export function DataTableToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', padding: '8px 12px' }}>
      <QuickFilter expanded debounceMs={SEARCH_DEBOUNCE_MS}>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth={false}
              placeholder="Buscar…"
              sx={{ width: { xs: '100%', sm: 320 } }}
              slotProps={{
                htmlInput: { 'aria-label': 'Buscar' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear
                        render={
                          <IconButton size="small" edge="end" aria-label="Limpiar búsqueda">
                            <CloseIcon fontSize="small" />
                          </IconButton>
                        }
                      />
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}
