from typing import Literal

Region = Literal["eu-west-1", "us-east-1", "ap-south-1"]
Tags = dict[str, str]
