import { fieldControlProps, splitFieldProps } from './Field';

const ids = { controlId: 'email', descriptionId: 'email-description', errorId: 'email-error' };

describe('fieldControlProps', () => {
  it('gives only the id to a plain field', () => {
    expect(fieldControlProps(ids, {})).toEqual({ id: 'email' });
  });

  it('links description and error, in that order, and marks the control invalid', () => {
    expect(fieldControlProps(ids, { description: 'Help', error: 'Email is not valid' })).toEqual({
      id: 'email',
      'aria-describedby': 'email-description email-error',
      'aria-invalid': true,
    });
  });

  it('marks required and disabled', () => {
    expect(fieldControlProps(ids, { required: true, disabled: true })).toEqual({
      id: 'email',
      'aria-required': true,
      disabled: true,
    });
  });

  it('ignores an empty error message', () => {
    expect(fieldControlProps(ids, { error: '' })).toEqual({ id: 'email' });
  });
});

describe('splitFieldProps', () => {
  it("hands the frame's props to Field and the rest, ref included, to the control", () => {
    const ref = { current: null };
    const [frame, control] = splitFieldProps({
      id: 'email',
      label: 'E-mail',
      description: 'We never share it',
      error: 'Email is not valid',
      required: true,
      disabled: false,
      hideLabel: true,
      name: 'email',
      autoComplete: 'email',
      ref,
    });
    expect(frame).toEqual({
      id: 'email',
      label: 'E-mail',
      description: 'We never share it',
      error: 'Email is not valid',
      required: true,
      disabled: false,
      hideLabel: true,
    });
    expect(control).toEqual({ name: 'email', autoComplete: 'email', ref });
  });

  it('leaves out what was not given', () => {
    expect(splitFieldProps({ label: 'Name', maxLength: 50 })).toEqual([
      { label: 'Name' },
      { maxLength: 50 },
    ]);
  });
});
