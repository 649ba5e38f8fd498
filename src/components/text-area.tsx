// A multiline text field that grows with its text by CSS alone (`field-sizing: content`), between
// a least and a most number of lines. MUI's own growing text area (multiline with minRows/maxRows)
// measures a hidden copy of each field with getComputedStyle as it is drawn and on each change:
// opening a tour card (four of them) forced the whole page's style and layout several times, one
// task of 690 ms at 4× CPU (`npm run bench:tasks -- tour-card`). A browser without field-sizing
// shows `minRows` lines and scrolls.
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** InputBase's line height. */
const LINE_EM = 1.4375;

type TextAreaProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'sx'> & {
  minRows: number;
  maxRows: number;
};

export function TextArea({ minRows, maxRows, slotProps, ...props }: TextAreaProps) {
  return (
    <TextField
      {...props}
      multiline
      rows={minRows}
      // A plain textarea, not MUI's measuring one.
      slotProps={{ ...slotProps, input: { inputComponent: 'textarea' } }}
      sx={{
        '& textarea': {
          fieldSizing: 'content',
          minHeight: `${minRows * LINE_EM}em`,
          maxHeight: `${maxRows * LINE_EM}em`,
          overflowY: 'auto',
        },
      }}
    />
  );
}
