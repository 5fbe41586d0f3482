print("The workbook CLI is being written.")
