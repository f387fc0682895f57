import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from './DataTable';

interface Row {
  id: number;
  name: string;
}
const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];

describe('DataTable', () => {
  it("shows the error state with the server's message and 'Try Again'", async () => {
    const onRetry = jest.fn();
    render(
      <DataTable<Row>
        label="Authors"
        rows={undefined}
        columns={columns}
        loading={false}
        error={{ message: 'Network down' }}
        errorTitle="Error loading authors"
        onRetry={onRetry}
        emptyMessage="No authors found"
      />,
    );
    expect(screen.getByText('Error loading authors')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty message when there are no rows', async () => {
    render(<DataTable<Row> label="Authors" rows={[]} columns={columns} loading={false} errorTitle="Error loading authors" onRetry={jest.fn()} emptyMessage="No authors found" />);
    expect(await screen.findByText('No authors found')).toBeInTheDocument();
  });
});
