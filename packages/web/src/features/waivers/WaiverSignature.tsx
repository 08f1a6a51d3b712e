import Box from '@mui/material/Box';

/** The box (min x, min y, width, height) an SVG path's absolute coordinates take, with a margin. */
export function pathViewBox(path: string): string {
  const numbers = (path.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  if (xs.length === 0 || ys.length === 0) {
    return '0 0 300 100';
  }
  const margin = 4;
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  const width = Math.max(...xs) - minX + margin;
  const height = Math.max(...ys) - minY + margin;
  return `${minX} ${minY} ${Math.max(width, 1)} ${Math.max(height, 1)}`;
}

/**
 * The drawn signature as signed: a PNG data URL as an image, an SVG path drawn in ink. Always on white
 * paper, in both themes, since the ink is dark.
 */
export function WaiverSignature({ signature, label }: { signature: string; label: string }) {
  const isPng = signature.startsWith('data:image/png;base64,');
  return (
    <Box
      sx={{
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        maxWidth: 480,
        '& img, & svg': { display: 'block', width: '100%', height: 'auto', maxHeight: 200 },
      }}
    >
      {isPng ? (
        <img src={signature} alt={label} />
      ) : (
        <svg
          viewBox={pathViewBox(signature)}
          role="img"
          aria-label={label}
          preserveAspectRatio="xMidYMid meet"
        >
          <path
            d={signature}
            fill="none"
            stroke="#111"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </Box>
  );
}
