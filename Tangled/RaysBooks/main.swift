print("This chapter has not been tangled yet.")
